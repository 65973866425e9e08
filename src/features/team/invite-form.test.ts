import { describe, expect, it } from 'vitest';

import { INVITE_EMAIL_MAX_LENGTH, inviteConflict, invitePayload, inviteSchema } from './invite-form';
import { invitation, member } from './test-fixtures';

const messages = {
  emailRequired: 'required',
  emailInvalid: 'invalid',
  emailTooLong: 'too long',
  alreadyMember: (email: string) => `member:${email}`,
  alreadyInvited: (email: string) => `invited:${email}`,
};
const known = {
  members: [member(1, 'Erik Johansson', 'erik@nordlys.example')],
  invitations: [
    invitation('inv_1', 'sofia@nordlys.example'),
    invitation('inv_2', 'oskar@nordlys.example', { status: 'expired' }),
  ],
};

function errorsOf(email: string, people = known): string[] {
  const result = inviteSchema(messages, people).safeParse({ email, role: 'member' });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('invite form', () => {
  it('requires a valid address within the contract limit', () => {
    expect(errorsOf('')).toEqual(['required']);
    expect(errorsOf('   ')).toEqual(['required']);
    expect(errorsOf('erik@')).toEqual(['invalid']);
    expect(errorsOf(`${'a'.repeat(INVITE_EMAIL_MAX_LENGTH)}@x.se`)).toContain('too long');
    expect(errorsOf(' new.person@nordlys.example ')).toEqual([]);
  });

  it('refuses a member’s address and one with a pending invitation, without case', () => {
    expect(errorsOf('Erik@Nordlys.example')).toEqual(['member:Erik@Nordlys.example']);
    expect(errorsOf('sofia@nordlys.example')).toEqual(['invited:sofia@nordlys.example']);
  });

  it('lets an expired invitation be replaced, and checks nothing against a list that did not load', () => {
    expect(errorsOf('oskar@nordlys.example')).toEqual([]);
    expect(inviteConflict('erik@nordlys.example', {})).toBeUndefined();
    expect(inviteConflict('erik@nordlys.example', known)).toBe('member');
  });

  it('accepts only the contract’s roles', () => {
    const schema = inviteSchema(messages, known);
    expect(schema.safeParse({ email: 'a@b.se', role: 'admin' }).success).toBe(true);
    expect(schema.safeParse({ email: 'a@b.se', role: 'owner' }).success).toBe(false);
  });

  it('sends the address trimmed', () => {
    expect(invitePayload({ email: '  a@b.se ', role: 'admin' })).toEqual({ email: 'a@b.se', role: 'admin' });
  });
});
