import type { SetupServer } from 'msw/node';

import { configureApiClient } from '@/api/client';
import type { Invitation, UserProfile } from '@/api/generated/model';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import type { MockDbOptions } from '@/mocks/store/db';
import { SESSION_COOKIE } from '@/mocks/store/sessions';
import { startMockApi, TEST_API_ORIGIN, type MockApi } from '@/mocks/testing/mock-api';

/**
 * The mock platform in front of the test's msw server, signed in as `email`, and the console's API client
 * pointed at it with that session (jsdom's fetch keeps no cookies): the page talks to the same stateful
 * store, rules and error codes as the real mock platform. Returns the store and a function that undoes the
 * client's configuration.
 */
export async function signedInTeam(
  server: SetupServer,
  email: string = DEMO_ADMIN.email,
  options: MockDbOptions = {},
): Promise<MockApi & { restore: () => void }> {
  const api = startMockApi(server, options);
  const session = await api.signIn(email);
  const restore = configureApiClient({
    baseUrl: () => TEST_API_ORIGIN,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('Cookie', `${SESSION_COOKIE}=${session}`);
      // eslint-disable-next-line no-restricted-globals -- the test's network, behind msw
      return fetch(input, { ...init, headers });
    },
  });
  return Object.assign(api, { restore });
}

export function member(
  id: number,
  name: string,
  email: string,
  overrides: Partial<UserProfile> = {},
): UserProfile {
  return {
    id,
    login: email.split('@')[0] ?? email,
    name,
    email,
    phone: null,
    role: 'member',
    company_id: 1,
    company: null,
    active: true,
    createdAt: '2026-01-15T09:00:00Z',
    updatedAt: '2026-01-15T09:00:00Z',
    settings: { language: 'en', notifications: true, theme: 'system', timezone: 'Europe/Stockholm' },
    ...overrides,
  };
}

export function invitation(id: string, email: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    email,
    role: 'member',
    status: 'pending',
    invitedAt: '2026-11-20T10:00:00Z',
    expiresAt: '2026-11-27T10:00:00Z',
    invitedBy: 'Anna Lindqvist',
    ...overrides,
  };
}
