import { useGetCurrentUser, useListUsers } from '@/api/generated/endpoints/users/users';
import { useListInvitations } from '@/api/generated/endpoints/invites/invites';
import type { SessionUser } from '@/api/session-user';
import { useAuthState } from '@/session/auth-status';

/** The team (`GET /v1/users`): every member at once, 2,000 in the `large` scenario. */
export function useTeamMembers() {
  return useListUsers();
}

/** Pending and expired invitations (`GET /v1/users/invites`). */
export function useTeamInvitations() {
  return useListInvitations();
}

/**
 * The signed-in user: `GET /v1/users/me`, and until it answers (or if it fails) the user the sign-in
 * stored. Decides "You" in the list and that nobody removes themselves.
 */
export function useCurrentUser(): SessionUser | undefined {
  const me = useGetCurrentUser();
  const auth = useAuthState();
  return me.data ?? (auth.kind === 'signed-in' ? auth.user : undefined);
}
