import { z } from 'zod';

import {
  getGetCurrentUserMockHandler,
  getGetUserMockHandler,
  getListUsersMockHandler,
  getRemoveUserMockHandler,
  getUpdateUserMockHandler,
} from '@/api/generated/endpoints/users/users.msw';
import { GetUserParams, UpdateUserBody } from '@/api/generated/endpoints/users/users.zod';
import { settingsEn } from '@/i18n/settings.en';

import { requireAdmin, requireMember, type Member } from './kit/auth';
import { parseBody, validate } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { fail, forbidden, noContent, notFound } from './kit/respond';

/**
 * The contract's body with the name trimmed first, as the console's profile form does: a name of spaces only
 * is missing (the form's message), and spaces around one are not stored.
 */
const UserBody = UpdateUserBody.extend({
  name: z
    .string()
    .trim()
    .min(1, settingsEn.profile.nameRequired)
    .pipe(UpdateUserBody.shape.name.unwrap())
    .optional(),
});

export function userHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'users');

  /** A user of the caller's own team, or 404. */
  const teammate = (member: Member, params: Record<string, string | readonly string[] | undefined>) => {
    const { id } = validate(GetUserParams, { id: Number(params.id) });
    const user = db.users.get(id);
    return user && user.accountId === member.account.id ? user : notFound('The user');
  };

  return [
    op('listUsers', getListUsersMockHandler, ({ request, cookies }) => {
      const { account } = requireMember(db, request, cookies);
      return db.users.list(account.id).map((u) => db.users.toProfile(u));
    }),
    op('getCurrentUser', getGetCurrentUserMockHandler, ({ request, cookies }) => {
      return db.users.toProfile(requireMember(db, request, cookies).user);
    }),
    op('getUser', getGetUserMockHandler, ({ request, cookies, params }) => {
      return db.users.toProfile(teammate(requireMember(db, request, cookies), params));
    }),
    // Everyone edits their own profile and settings; only admins edit others, and only admins change roles.
    op('updateUser', getUpdateUserMockHandler, async ({ request, cookies, params }) => {
      const member = requireMember(db, request, cookies);
      const user = teammate(member, params);
      const body = await parseBody(request, UserBody);
      const self = user.id === member.user.id;
      if (!self && member.user.role !== 'admin') forbidden('Only an admin can change another member.');
      if (body.role !== undefined && body.role !== user.role) {
        requireAdmin(member);
        const admins = db.users.list(member.account.id).filter((u) => u.role === 'admin');
        if (body.role === 'member' && admins.length === 1) {
          fail(400, 'INVALID_REQUEST', {
            message: 'The last admin of the account cannot become a member.',
            details: [{ path: 'role', message: 'Last admin' }],
          });
        }
      }
      const other = body.email === undefined ? undefined : db.users.byEmail(body.email);
      if (other && other.id !== user.id) {
        fail(400, 'INVALID_REQUEST', {
          message: 'Another user has this email address.',
          details: [{ path: 'email', message: 'Already in use' }],
        });
      }
      return db.users.toProfile(db.users.update(user.id, body) ?? user);
    }),
    op('removeUser', getRemoveUserMockHandler, ({ request, cookies, params }) => {
      const member = requireAdmin(requireMember(db, request, cookies));
      const user = teammate(member, params);
      if (user.id === member.user.id) {
        fail(400, 'INVALID_REQUEST', { message: 'You cannot remove yourself from the team.' });
      }
      db.users.remove(user.id);
      return noContent();
    }),
  ];
}
