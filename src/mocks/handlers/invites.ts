import { z } from 'zod';

import {
  getCancelInvitationMockHandler,
  getInviteUserMockHandler,
  getListInvitationsMockHandler,
  getResendInvitationMockHandler,
} from '@/api/generated/endpoints/invites/invites.msw';
import { InviteUserBody } from '@/api/generated/endpoints/invites/invites.zod';
import { teamEn } from '@/i18n/team.en';

import { requireAdmin, requireMember } from './kit/auth';
import { param, parseBody } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { fail, noContent, notFound } from './kit/respond';

/**
 * The contract's body with the address trimmed first, as the console's form does: an address of spaces only
 * is missing (the form's message), and spaces around one are not part of it.
 */
const InviteBody = InviteUserBody.extend({
  email: z.string().trim().min(1, teamEn.inviteForm.emailRequired).pipe(InviteUserBody.shape.email),
});

export function inviteHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'invites');
  return [
    op('listInvitations', getListInvitationsMockHandler, ({ request, cookies }) => {
      const { account } = requireMember(db, request, cookies);
      return db.invitations.list(account.id).map((i) => db.invitations.toInvitation(i));
    }),
    op('inviteUser', getInviteUserMockHandler, async ({ request, cookies }) => {
      const member = requireAdmin(requireMember(db, request, cookies));
      const { email, role } = await parseBody(request, InviteBody);
      const existing = db.users.byEmail(email);
      if (existing?.accountId === member.account.id) {
        fail(409, 'INVALID_REQUEST', {
          message: `${email} is already a member of this team.`,
          details: [{ path: 'email', message: 'Already a member' }],
        });
      }
      if (db.invitations.pendingFor(member.account.id, email)) {
        fail(409, 'INVALID_REQUEST', {
          message: `${email} has a pending invitation already.`,
          details: [{ path: 'email', message: 'Already invited' }],
        });
      }
      const invitation = db.invitations.create({
        accountId: member.account.id,
        email,
        role,
        invitedBy: member.user.name,
      });
      return db.invitations.toInvitation(invitation);
    }),
    op('cancelInvitation', getCancelInvitationMockHandler, ({ request, cookies, params }) => {
      const { account } = requireAdmin(requireMember(db, request, cookies));
      return db.invitations.cancel(account.id, param(params, 'inviteId'))
        ? noContent()
        : notFound('The invitation');
    }),
    op('resendInvitation', getResendInvitationMockHandler, ({ request, cookies, params }) => {
      const { account } = requireAdmin(requireMember(db, request, cookies));
      const invitation = db.invitations.resend(account.id, param(params, 'inviteId'));
      return invitation ? db.invitations.toInvitation(invitation) : notFound('The invitation');
    }),
  ];
}
