import type { Invitation, UserRole } from '@/api/generated/model';

import { seededHex, type StoreContext } from './context';
import { daysMs } from './dates';
import type { InvitationRecord } from './state';

/** An invitation is valid for 7 days; resending renews it from the moment of resending. */
export const INVITATION_VALID_DAYS = 7;

export interface NewInvitation {
  accountId: number;
  email: string;
  role: UserRole;
  invitedBy: string | null;
  invitedAt?: Date;
  id?: string;
}

export function createInvitationsArea(ctx: StoreContext) {
  const isPending = (invitation: InvitationRecord) => Date.parse(invitation.expiresAt) > ctx.now().getTime();

  /** Pending and expired invitations of the account, newest first. */
  const list = (accountId: number): InvitationRecord[] =>
    [...ctx.state().invitations.values()]
      .filter((i) => i.accountId === accountId)
      .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  const get = (accountId: number, id: string): InvitationRecord | undefined => {
    const invitation = ctx.state().invitations.get(id);
    return invitation?.accountId === accountId ? invitation : undefined;
  };

  return {
    list,
    get,
    toInvitation(invitation: InvitationRecord): Invitation {
      return {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        status: isPending(invitation) ? 'pending' : 'expired',
        invitedAt: invitation.invitedAt,
        expiresAt: invitation.expiresAt,
        invitedBy: invitation.invitedBy,
      };
    },
    /** A pending invitation of the account to this address. */
    pendingFor(accountId: number, email: string): InvitationRecord | undefined {
      const wanted = email.toLowerCase();
      return list(accountId).find((i) => i.email.toLowerCase() === wanted && isPending(i));
    },
    create(input: NewInvitation): InvitationRecord {
      const at = input.invitedAt ?? ctx.now();
      const invitation: InvitationRecord = {
        id: input.id ?? `inv_${seededHex(ctx, 5)}`,
        accountId: input.accountId,
        email: input.email,
        role: input.role,
        invitedAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + daysMs(INVITATION_VALID_DAYS)).toISOString(),
        invitedBy: input.invitedBy,
      };
      const { invitations } = ctx.state();
      // An expired invitation to the same address is replaced by the new one.
      for (const old of list(input.accountId)) {
        if (old.email.toLowerCase() === input.email.toLowerCase()) invitations.delete(old.id);
      }
      invitations.set(invitation.id, invitation);
      return invitation;
    },
    cancel(accountId: number, id: string): boolean {
      return get(accountId, id) !== undefined && ctx.state().invitations.delete(id);
    },
    resend(accountId: number, id: string): InvitationRecord | undefined {
      const invitation = get(accountId, id);
      if (!invitation) return undefined;
      const now = ctx.now();
      invitation.invitedAt = now.toISOString();
      invitation.expiresAt = new Date(now.getTime() + daysMs(INVITATION_VALID_DAYS)).toISOString();
      return invitation;
    },
  };
}

export type InvitationsArea = ReturnType<typeof createInvitationsArea>;
