import type { QueryClient } from '@tanstack/react-query';

import { getGetCurrentUserQueryKey, getListUsersQueryKey } from '@/api/generated/endpoints/users/users';
import type { UserProfile, UserSettings } from '@/api/generated/model';
import type { SessionUser } from '@/api/session-user';
import { authStatusQuery } from '@/api/auth-status';

/**
 * The signed-in user lives in two places: the auth status (`GET /v1/auth/status`, read by the shell) and
 * `GET /v1/users/me` (read by the settings page). Both are kept in step after a change, so the user menu,
 * the settings page and the next settings request all see the same profile.
 */

/** The settings the console last knew for the user (what was saved or is being saved). */
export function cachedSettings(queryClient: QueryClient, userId: number): Partial<UserSettings> | undefined {
  const me = queryClient.getQueryData<SessionUser>(getGetCurrentUserQueryKey());
  if (me?.id === userId) return me.settings;
  const status = queryClient.getQueryData(authStatusQuery.queryKey);
  return status?.user?.id === userId ? status.user.settings : undefined;
}

/** Applies `update` to the cached profile of `userId`, wherever it is cached. */
export function updateCachedUser(
  queryClient: QueryClient,
  userId: number,
  update: (user: SessionUser) => SessionUser,
): void {
  queryClient.setQueryData<SessionUser>(getGetCurrentUserQueryKey(), (me) =>
    me?.id === userId ? update(me) : me,
  );
  queryClient.setQueryData(authStatusQuery.queryKey, (status) =>
    status?.user?.id === userId ? { ...status, user: update(status.user) } : status,
  );
}

/** Settings as the console means them now: changes still on their way keep their value. */
export function withSettings(settings: Partial<UserSettings>) {
  return (user: SessionUser): SessionUser => ({ ...user, settings: { ...user.settings, ...settings } });
}

/**
 * Stores a profile the server answered. Its settings may predate a change that is still queued behind it, so
 * the cached settings (which already hold that change) are kept. The team list shows names: it is refetched.
 */
export function storeSavedProfile(queryClient: QueryClient, profile: UserProfile): void {
  const settings = cachedSettings(queryClient, profile.id);
  updateCachedUser(queryClient, profile.id, () => (settings ? { ...profile, settings } : profile));
  void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey(), exact: true });
}

/** After a failed save: ask the server again for what it holds. */
export function refetchUser(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey(), exact: true });
  void queryClient.invalidateQueries({ queryKey: authStatusQuery.queryKey, exact: true });
}
