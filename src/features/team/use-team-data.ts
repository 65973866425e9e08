import { useGetCurrentUser, useListUsers } from '@/api/generated/endpoints/users/users';
import { useListInvitations } from '@/api/generated/endpoints/invites/invites';
import type { UserProfile } from '@/api/generated/model';
import { ASKED_BY_ROUTE } from '@/api/route-prefetch';
import { useAuthState } from '@/api/session/auth-status-query';

/** The team (`GET /v1/users`): every member at once, 2,000 in the `large` scenario. */
export function useTeamMembers() {
  return useListUsers({ query: ASKED_BY_ROUTE });
}

/** Pending and expired invitations (`GET /v1/users/invites`). */
export function useTeamInvitations() {
  return useListInvitations({ query: ASKED_BY_ROUTE });
}

/**
 * The signed-in user: `GET /v1/users/me`, and until it answers (or if it fails) the user the sign-in
 * stored. Decides "You" in the list and that nobody removes themselves.
 */
export function useCurrentUser(): UserProfile | undefined {
  const me = useGetCurrentUser({ query: ASKED_BY_ROUTE });
  const auth = useAuthState();
  return me.data ?? (auth.kind === 'signed-in' ? auth.user : undefined);
}
