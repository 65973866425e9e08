import { describe, expect, it } from 'vitest';

import type { ErrorResponse, Invitation } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_MEMBER } from '../store/demo';
import { startMockApi } from '../testing/mock-api';

describe('inviting: the address as the console sends it, trimmed', () => {
  it('refuses an address of spaces only as missing, with the form’s message on `email`; nobody is invited', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const before = (await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites')).body;
    for (const email of [' ', '   ', '\t \n']) {
      const { status, body } = await api.call('inviteUser', 'POST', '/v1/users/invites', {
        json: { email, role: 'member' },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((body as ErrorResponse).details).toEqual([{ path: 'email', message: 'Email is required' }]);
    }
    const after = (await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites')).body;
    expect(after).toEqual(before);
  });

  it('invites an address with spaces around it as the address alone', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const invited = await api.call<Invitation>('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: '  karin.ek@nordlys.example \t', role: 'member' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.email).toBe('karin.ek@nordlys.example');
    const listed = await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites');
    expect(listed.body.filter((i) => i.email === 'karin.ek@nordlys.example')).toHaveLength(1);
  });

  it('knows a member by the address with spaces around it (409, not a second person)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body } = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: ` ${DEMO_MEMBER.email} `, role: 'member' },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ details: [{ path: 'email', message: 'Already a member' }] });
  });

  it('still refuses a malformed address once trimmed', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body } = await api.call('inviteUser', 'POST', '/v1/users/invites', {
      json: { email: ' karin@ ', role: 'member' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'email' }] });
  });
});
