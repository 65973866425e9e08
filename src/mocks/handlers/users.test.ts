import { describe, expect, it } from 'vitest';

import type { ErrorResponse, UserProfile } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_MEMBER } from '../store/demo';
import { startMockApi } from '../testing/mock-api';

describe('updating a profile: the name as the console sends it, trimmed', () => {
  it('refuses a name of spaces only as missing, with the form’s message on `name`; the name stays', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const me = api.db.users.byEmail(DEMO_MEMBER.email);
    for (const name of [' ', '   ', '\t \n']) {
      const { status, body } = await api.call('updateUser', 'PUT', `/v1/users/${me?.id}`, {
        json: { name, phone: null },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((body as ErrorResponse).details).toEqual([{ path: 'name', message: 'Name is required' }]);
    }
    expect(api.db.users.byEmail(DEMO_MEMBER.email)?.name).toBe(DEMO_MEMBER.name);
  });

  it('stores a name with spaces around it trimmed', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const me = api.db.users.byEmail(DEMO_MEMBER.email);
    const { status, body } = await api.call<UserProfile>('updateUser', 'PUT', `/v1/users/${me?.id}`, {
      json: { name: '  Erik J. \t' },
    });
    expect(status).toBe(200);
    expect(body.name).toBe('Erik J.');
    expect(api.db.users.byEmail(DEMO_MEMBER.email)?.name).toBe('Erik J.');
  });

  it('leaves a name that is not sent as it was', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const me = api.db.users.byEmail(DEMO_MEMBER.email);
    const { status, body } = await api.call<UserProfile>('updateUser', 'PUT', `/v1/users/${me?.id}`, {
      json: { phone: '+46 70 000 00 00' },
    });
    expect(status).toBe(200);
    expect(body.name).toBe(DEMO_MEMBER.name);
  });
});
