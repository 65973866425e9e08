import type { QueryClient } from '@tanstack/react-query';
import type { SetupServer } from 'msw/node';

import { configureApiClient } from '@/api/client';
import { authStatusQuery } from '@/api/auth-status';
import type { AuthStatus } from '@/api/generated/model';
import { queryClient } from '@/api/query-client';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import type { MockDbOptions } from '@/mocks/store/db';
import { SESSION_COOKIE } from '@/mocks/store/sessions';
import { startMockApi, TEST_API_ORIGIN, type MockApi } from '@/mocks/testing/mock-api';

/**
 * The shared mock platform in front of the test's msw server, signed in as `email` (an admin, a member, or
 * an identity still registering), and the console's API client pointed at it with that session (jsdom's
 * fetch keeps no cookies). `restore` undoes the client's configuration.
 */
export async function signedInMockApi(
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

/**
 * The app's query client for a signed-in screen, holding what every signed-in screen of the app has: the auth
 * status of `api`'s session, whose user carries the role the console's permissions follow
 * (api/use-permission.ts).
 */
export async function signedInQueryClient(api: MockApi): Promise<QueryClient> {
  const { body } = await api.call<AuthStatus>('getAuthStatus', 'GET', '/v1/auth/status');
  queryClient.setQueryData(authStatusQuery.queryKey, body);
  return queryClient;
}
