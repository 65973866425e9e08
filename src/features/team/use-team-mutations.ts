import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

import { authStatus } from '@/api/auth-status';
import {
  getListInvitationsQueryKey,
  useCancelInvitation,
  useInviteUser,
  useResendInvitation,
} from '@/api/generated/endpoints/invites/invites';
import {
  getGetCurrentUserQueryKey,
  getListUsersQueryKey,
  useRemoveUser,
  useUpdateUser,
} from '@/api/generated/endpoints/users/users';
import type { InvitationAsRead, MemberAsRead } from '@/api/as-read';
import type { SessionUser } from '@/api/session-user';

import {
  withInvitationAdded,
  withInvitationRemoved,
  withInvitationRenewed,
  withMemberRemoved,
  withMemberReplaced,
} from './team-cache';

/**
 * Puts a change the server confirmed into the cached list at once, and marks the list stale so the next
 * visit reads the server's truth. A list request still on its way is cancelled first: it would overwrite
 * the change with what it read before.
 */
async function updateList<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (list: readonly T[] | undefined) => T[] | undefined,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<T[]>(queryKey);
  queryClient.setQueryData<T[]>(queryKey, update);
  await queryClient.invalidateQueries({ queryKey, refetchType: before ? 'none' : 'active' });
}

const invitationsKey = getListInvitationsQueryKey();
const membersKey = getListUsersQueryKey();

/** Invite: the new invitation joins the list. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useInviteUser({
    mutation: {
      onSuccess: (invitation) =>
        updateList<InvitationAsRead>(queryClient, invitationsKey, (list) =>
          withInvitationAdded(list, invitation),
        ),
    },
  });
}

/** Resend: the invitation is renewed (new dates) and moves to the top. */
export function useResendTeamInvitation() {
  const queryClient = useQueryClient();
  return useResendInvitation({
    mutation: {
      onSuccess: (invitation) =>
        updateList<InvitationAsRead>(queryClient, invitationsKey, (list) =>
          withInvitationRenewed(list, invitation),
        ),
    },
  });
}

/** Cancel: the invitation leaves the list. */
export function useCancelTeamInvitation() {
  const queryClient = useQueryClient();
  return useCancelInvitation({
    mutation: {
      onSuccess: (_nothing, { inviteId }) =>
        updateList<InvitationAsRead>(queryClient, invitationsKey, (list) =>
          withInvitationRemoved(list, inviteId),
        ),
    },
  });
}

/** Change a role: the member's row shows it; one's own role also changes the signed-in user. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useUpdateUser({
    mutation: {
      onSuccess: async (member) => {
        await updateList<MemberAsRead>(queryClient, membersKey, (list) => withMemberReplaced(list, member));
        const me = queryClient.getQueryData<SessionUser>(getGetCurrentUserQueryKey());
        if (me?.id === member.id) {
          queryClient.setQueryData(getGetCurrentUserQueryKey(), member);
          await authStatus.refresh();
        }
      },
    },
  });
}

/** Remove: the member leaves the list. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useRemoveUser({
    mutation: {
      onSuccess: (_nothing, { id }) =>
        updateList<MemberAsRead>(queryClient, membersKey, (list) => withMemberRemoved(list, id)),
    },
  });
}
