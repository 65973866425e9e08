import type { Invitation } from './generated/model';

/**
 * An invitation still waiting for an answer: `pending`, or no status at all (spec section 3 names only the
 * email and the role). Any other word (`expired`, or one the console does not know, like `accepted`) is not.
 */
export function isOpenInvitation(invitation: Pick<Invitation, 'status'>): boolean {
  return invitation.status === undefined || invitation.status === 'pending';
}
