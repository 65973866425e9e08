import { describe, expect, it } from 'vitest';

import type { Invitation, UserProfile } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_ADMIN, DEMO_MEMBER } from '../store/demo';
import { INVITATION_VALID_DAYS } from '../store/invitations';
import { startMockApi } from '../testing/mock-api';

const NOW = '2026-11-22T12:00:00.000Z';
const DAY = 86_400_000;

describe('users', () => {
  it('lists the team of the signed-in account only', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<UserProfile[]>('listUsers', 'GET', '/v1/users');
    expect(body).toHaveLength(12);
    expect(new Set(body.map((u) => u.company?.name))).toEqual(new Set(['Nordlys Analytics AB']));
    expect(body.filter((u) => u.role === 'admin').length).toBeGreaterThan(1);
  });

  it('reads me and one teammate; another customer’s user is not found', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const me = await api.call<UserProfile>('getCurrentUser', 'GET', '/v1/users/me');
    expect(me.body).toMatchObject({
      email: DEMO_ADMIN.email,
      name: DEMO_ADMIN.name,
      company: { country: { code: 'SE', name: 'Sweden' } },
    });
    expect((await api.call('getUser', 'GET', `/v1/users/${me.body.id}`)).body).toEqual(me.body);
    const foreign = api.db.users.byEmail('jonas.becker@rheinwerk-ki.example');
    expect((await api.call('getUser', 'GET', `/v1/users/${foreign?.id}`)).status).toBe(404);
  });

  it('lets everyone update their own profile and settings', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const me = api.db.users.byEmail(DEMO_MEMBER.email);
    const settings = {
      language: 'en',
      notifications: true,
      theme: 'light',
      timezone: 'Europe/Helsinki',
    } as const;
    const { status, body } = await api.call<UserProfile>('updateUser', 'PUT', `/v1/users/${me?.id}`, {
      json: { name: 'Erik J.', phone: '+46 70 000 00 00', settings },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Erik J.', phone: '+46 70 000 00 00', settings, updatedAt: NOW });
  });

  it('lets only admins change roles or other people, and never demote the last admin', async () => {
    const api = startMockApi(server, { scenario: 'empty' });
    await api.signIn();
    const me = api.db.users.byEmail(DEMO_ADMIN.email);
    const demote = await api.call('updateUser', 'PUT', `/v1/users/${me?.id}`, { json: { role: 'member' } });
    expect(demote.status).toBe(400);
    expect(demote.body).toMatchObject({ code: 'INVALID_REQUEST', details: [{ path: 'role' }] });
  });

  it('lets a member change neither other people nor their own role', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const anna = api.db.users.byEmail(DEMO_ADMIN.email);
    const erik = api.db.users.byEmail(DEMO_MEMBER.email);
    expect(
      (await api.call('updateUser', 'PUT', `/v1/users/${anna?.id}`, { json: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await api.call('updateUser', 'PUT', `/v1/users/${erik?.id}`, { json: { role: 'admin' } })).body,
    ).toMatchObject({
      code: 'INSUFFICIENT_PERMISSIONS',
    });
  });

  it('lets an admin promote a member', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const erik = api.db.users.byEmail(DEMO_MEMBER.email);
    const { body } = await api.call<UserProfile>('updateUser', 'PUT', `/v1/users/${erik?.id}`, {
      json: { role: 'admin' },
    });
    expect(body.role).toBe('admin');
  });

  it('refuses an invalid update with field paths', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const me = api.db.users.byEmail(DEMO_ADMIN.email);
    const { body } = await api.call('updateUser', 'PUT', `/v1/users/${me?.id}`, {
      json: { email: 'not-an-email', settings: { notifications: 'yes' } },
    });
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((body as { details: { path: string }[] }).details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['email', 'settings.notifications']),
    );
  });

  it('admins remove members; nobody removes themselves; members remove nobody', async () => {
    const api = startMockApi(server);
    const annaSession = await api.signIn();
    const erikSession = await api.signIn(DEMO_MEMBER.email);
    const anna = api.db.users.byEmail(DEMO_ADMIN.email);
    const erik = api.db.users.byEmail(DEMO_MEMBER.email);

    const forbidden = await api.call('removeUser', 'DELETE', `/v1/users/${anna?.id}`, {
      session: erikSession,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS' });
    const self = await api.call('removeUser', 'DELETE', `/v1/users/${anna?.id}`, { session: annaSession });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'INVALID_REQUEST' });

    expect(
      (await api.call('removeUser', 'DELETE', `/v1/users/${erik?.id}`, { session: annaSession })).status,
    ).toBe(204);
    const { body } = await api.call<UserProfile[]>('listUsers', 'GET', '/v1/users', { session: annaSession });
    expect(body.map((u) => u.email)).not.toContain(DEMO_MEMBER.email);
    expect(
      (await api.call('removeUser', 'DELETE', `/v1/users/${erik?.id}`, { session: annaSession })).status,
    ).toBe(404);
  });
});

describe('invitations', () => {
  it('lists pending and expired invitations', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites');
    expect(body.map((i) => i.status)).toEqual(['pending', 'pending', 'pending', 'expired']);
  });

  it('invite → listed as pending for 7 days; cancel → gone; resend → renewed expiry', async () => {
    let now = new Date(NOW);
    const api = startMockApi(server, { now: () => now });
    await api.signIn();
    const invited = await api.call<Invitation>('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: 'karin.ek@nordlys.example', role: 'member' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'karin.ek@nordlys.example',
      role: 'member',
      status: 'pending',
      invitedBy: DEMO_ADMIN.name,
      expiresAt: new Date(Date.parse(NOW) + INVITATION_VALID_DAYS * DAY).toISOString(),
    });
    const listed = await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites');
    expect(listed.body[0]).toEqual(invited.body);

    now = new Date(Date.parse(NOW) + 3 * DAY);
    const resent = await api.call<Invitation>(
      'resendInvitation',
      'POST',
      `/v1/users/invites/${invited.body.id}/resend`,
    );
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expiresAt ?? '')).toBe(now.getTime() + INVITATION_VALID_DAYS * DAY);

    expect(
      (await api.call('cancelInvitation', 'DELETE', `/v1/users/invites/${invited.body.id}`)).status,
    ).toBe(204);
    const after = await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites');
    expect(after.body.map((i) => i.id)).not.toContain(invited.body.id);
    expect(
      (await api.call('cancelInvitation', 'DELETE', `/v1/users/invites/${invited.body.id}`)).status,
    ).toBe(404);
    expect(
      (await api.call('resendInvitation', 'POST', `/v1/users/invites/${invited.body.id}/resend`)).status,
    ).toBe(404);
  });

  it('resending brings an expired invitation back to pending', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites');
    const expired = body.find((i) => i.status === 'expired');
    const resent = await api.call<Invitation>(
      'resendInvitation',
      'POST',
      `/v1/users/invites/${expired?.id}/resend`,
    );
    expect(resent.body.status).toBe('pending');
  });

  it('answers 409 for an existing member or a pending address, with the envelope', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const member = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: DEMO_MEMBER.email, role: 'member' },
    });
    expect(member.status).toBe(409);
    expect(member.body).toMatchObject({
      code: 'INVALID_REQUEST',
      details: [{ path: 'email', message: 'Already a member' }],
    });
    const pending = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: 'SOFIA.HOLM@nordlys.example', role: 'member' },
    });
    expect(pending.status).toBe(409);
    expect(pending.body).toMatchObject({ details: [{ path: 'email', message: 'Already invited' }] });
  });

  it('invites an address whose invitation expired (replacing it)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const again = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: 'oskar.lund@nordlys.example', role: 'member' },
    });
    expect(again.status).toBe(201);
    const { body } = await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites');
    expect(body.filter((i) => i.email === 'oskar.lund@nordlys.example')).toHaveLength(1);
  });

  it('answers 400 VALIDATION_ERROR for a malformed email', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body } = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: 'karin@', role: 'member' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'email', message: expect.any(String) as unknown }],
    });
  });

  it('members can list but not invite, cancel or resend (403)', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    expect((await api.call('listInvitations', 'GET', '/v1/users/invites')).status).toBe(200);
    const invite = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: 'x@nordlys.example', role: 'member' },
    });
    expect(invite.status).toBe(403);
    expect(invite.body).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS' });
    const [first] = api.db.invitations.list(1);
    expect((await api.call('cancelInvitation', 'DELETE', `/v1/users/invites/${first?.id}`)).status).toBe(403);
    expect((await api.call('resendInvitation', 'POST', `/v1/users/invites/${first?.id}/resend`)).status).toBe(
      403,
    );
  });
});
