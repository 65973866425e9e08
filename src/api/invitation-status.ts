import type { InvitationAsRead } from './as-read';

/**
 * An invitation still waiting for an answer: `pending`, or no status at all (spec section 3 names only the
 * email and the role). Any other word (`expired`, or one the console does not know, like `accepted`) is not.
 */
export function isOpenInvitation(invitation: Pick<InvitationAsRead, 'status'>): boolean {
  return invitation.status === undefined || invitation.status === 'pending';
}

/**
 * How many invitations are pending and how many expired, the one count the overview and the team page show
 * (an answered one, or a word the console does not know, is neither).
 */
export function invitationCounts(invitations: readonly Pick<InvitationAsRead, 'status'>[]): {
  pending: number;
  expired: number;
} {
  return {
    pending: invitations.filter(isOpenInvitation).length,
    expired: invitations.filter((invitation) => invitation.status === 'expired').length,
  };
}
