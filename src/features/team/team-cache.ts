import type { InvitationAsRead, MemberAsRead } from '@/api/as-read';

/**
 * The cached lists after a change the server confirmed, so the page shows it at once (the team is 2,000
 * people in the `large` scenario: no refetch of the whole list after every change). An uncached list stays
 * uncached: its next fetch brings the change.
 */

export function withMemberReplaced(
  members: readonly MemberAsRead[] | undefined,
  member: MemberAsRead,
): MemberAsRead[] | undefined {
  return members?.map((existing) => (existing.id === member.id ? member : existing));
}

export function withMemberRemoved(
  members: readonly MemberAsRead[] | undefined,
  id: number,
): MemberAsRead[] | undefined {
  return members?.filter((existing) => existing.id !== id);
}

/** A new invitation first (the list is newest first); one to the same address is replaced. */
export function withInvitationAdded(
  invitations: readonly InvitationAsRead[] | undefined,
  invitation: InvitationAsRead,
): InvitationAsRead[] | undefined {
  if (!invitations) return undefined;
  const email = invitation.email.toLowerCase();
  return [
    invitation,
    ...invitations.filter(
      (existing) =>
        (invitation.id === undefined || existing.id !== invitation.id) &&
        existing.email.toLowerCase() !== email,
    ),
  ];
}

/** A resent invitation is renewed: it moves to the top with its new dates. */
export function withInvitationRenewed(
  invitations: readonly InvitationAsRead[] | undefined,
  invitation: InvitationAsRead,
): InvitationAsRead[] | undefined {
  if (!invitations) return undefined;
  return [invitation, ...invitations.filter((existing) => existing.id !== invitation.id)];
}

export function withInvitationRemoved(
  invitations: readonly InvitationAsRead[] | undefined,
  id: string,
): InvitationAsRead[] | undefined {
  return invitations?.filter((existing) => existing.id !== id);
}
