import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN, DEMO_NEW } from '@/mocks/store/demo';
import type { Fault } from '@/mocks/store/state';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { resetBrowserState } from '@/test/render';
import { logoutNavigationUrl } from '@/session/identity-urls';
import { authStatusQuery } from '@/api/auth-status';
import { healthQuery } from '@/api/health';
import { queryClient as appQueryClient } from '@/api/query-client';
import { server } from '@/test/msw-server';
import { signOut } from './sign-out';

let session: string;
const leave = vi.fn<(url: string) => void>();

/** The app's one client, with some of the account's data, its auth status and the platform's health. */
function queryClientWithAccountData(): QueryClient {
  const queryClient = appQueryClient;
  queryClient.setQueryData(['/v1/api-keys'], [{ id: 1, name: 'prod' }]);
  queryClient.setQueryData(authStatusQuery.queryKey, {
    authenticated: true,
    keycloakAuthenticated: true,
    hasOdooAccount: true,
    tokenType: 'Bearer',
    user: null,
  });
  queryClient.setQueryData(healthQuery.queryKey, { odoo: { status: 'up' }, chatEndpoints: [] });
  return queryClient;
}

/**
 * What the user left in this browser: the session's traces and two display preferences, the theme chosen
 * signed out and not yet saved to an account.
 */
function fillBrowserState() {
  localStorage.setItem('theme', 'dark');
  localStorage.setItem('theme_unsaved', 'true');
  localStorage.setItem('language', 'sv');
  localStorage.setItem('signed_in_hint', 'true');
  localStorage.setItem('registration_flow', 'true');
  sessionStorage.setItem('auth_user', JSON.stringify({ email: DEMO_ADMIN.email }));
}

function expectLocalStateCleared(queryClient: QueryClient) {
  expect({ ...localStorage }).toEqual({ theme: 'dark', theme_unsaved: 'true', language: 'sv' });
  expect(sessionStorage.length).toBe(0);
  // The account's data and its auth status go; the platform's health, nobody's, stays for the maintenance gate.
  expect(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey),
  ).toEqual([healthQuery.queryKey]);
}

const logoutFails = (fault: Fault) => mockDb.faults.set('logout', fault);
const returnToOrigin = logoutNavigationUrl(`${window.location.origin}/`);

beforeEach(async () => {
  await resetBrowserState();
  mockDb.reset('default');
  leave.mockReset();
  session = signInToMockPlatform(DEMO_ADMIN.email);
  fillBrowserState();
});

afterEach(() => {
  signOutOfMockPlatform();
});

describe('signing out', () => {
  it('ends the server session, clears local state, then leaves through the provider logout', async () => {
    const queryClient = queryClientWithAccountData();
    await expect(signOut('origin', leave)).resolves.toEqual({ ended: true });
    expect(mockDb.sessions.get(session)).toBeUndefined();
    expectLocalStateCleared(queryClient);
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnToOrigin);
  });

  it("a logout answered 200 by a proxy's plain-text OK has ended: no body is read from it", async () => {
    server.use(
      http.get(
        '*/v1/auth/logout',
        () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    const queryClient = queryClientWithAccountData();
    await expect(signOut('origin', leave)).resolves.toEqual({ ended: true });
    expectLocalStateCleared(queryClient);
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnToOrigin);
  });

  it('from the auth page, returns to /auth', async () => {
    await signOut('auth', leave);
    expect(leave).toHaveBeenCalledExactlyOnceWith(logoutNavigationUrl(`${window.location.origin}/auth`));
  });

  it.each<[string, Fault]>([
    ['a 500', { status: 500, times: 1 }],
    ['a 503', { status: 503, times: 1 }],
    ['a lost connection', { network: true, times: 1 }],
  ])('tries the server logout again after %s, and signs out when the retry succeeds', async (_, fault) => {
    logoutFails(fault);
    const queryClient = queryClientWithAccountData();
    await expect(signOut('origin', leave)).resolves.toEqual({ ended: true });
    expect(mockDb.sessions.get(session)).toBeUndefined();
    expect(mockDb.faults.get('logout')).toBeUndefined(); // the fault was played, then the retry ended it
    expectLocalStateCleared(queryClient);
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnToOrigin);
  });

  it.each<[string, Fault, string]>([
    ['answers 503 twice', { status: 503 }, 'server-error'],
    ['cannot be reached twice', { network: true }, 'unreachable'],
  ])(
    'stays when the server logout %s and the status says still signed in, with local state cleared',
    async (_, fault, reason) => {
      logoutFails({ ...fault, times: 2 });
      const queryClient = queryClientWithAccountData();
      await expect(signOut('origin', leave)).resolves.toEqual({ ended: false, reason });
      expect(mockDb.sessions.get(session)).toBeDefined();
      expect(leave).not.toHaveBeenCalled();
      expectLocalStateCleared(queryClient);

      // Trying again once the server answers signs out.
      await expect(signOut('origin', leave)).resolves.toEqual({ ended: true });
      expect(mockDb.sessions.get(session)).toBeUndefined();
      expect(leave).toHaveBeenCalledExactlyOnceWith(returnToOrigin);
    },
  );

  it('does not try a 4xx again, and goes on when the status says the session is gone', async () => {
    mockDb.sessions.destroy(session);
    logoutFails({ status: 400 });
    const queryClient = queryClientWithAccountData();
    await expect(signOut('origin', leave)).resolves.toEqual({ ended: true });
    expect(mockDb.faults.get('logout')).toEqual({ status: 400 }); // asked once, then the status decided
    expectLocalStateCleared(queryClient);
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnToOrigin);
  });

  it('goes on when the server logout keeps failing but the status says signed out', async () => {
    mockDb.sessions.destroy(session);
    logoutFails({ status: 500 });
    await expect(signOut('origin', leave)).resolves.toEqual({ ended: true });
    expect(leave).toHaveBeenCalledExactlyOnceWith(returnToOrigin);
  });

  it('stays when an identity still waiting to register keeps its session (status: not authenticated)', async () => {
    signOutOfMockPlatform();
    session = signInToMockPlatform(DEMO_NEW.email);
    logoutFails({ status: 500 });
    await expect(signOut('auth', leave)).resolves.toEqual({
      ended: false,
      reason: 'server-error',
    });
    expect(mockDb.sessions.get(session)).toBeDefined();
    expect(leave).not.toHaveBeenCalled();
  });

  it('stays when neither the logout nor the status can be reached: it cannot tell', async () => {
    mockDb.sessions.destroy(session);
    logoutFails({ network: true });
    mockDb.faults.set('getAuthStatus', { network: true });
    await expect(signOut('origin', leave)).resolves.toEqual({
      ended: false,
      reason: 'unreachable',
    });
    expect(leave).not.toHaveBeenCalled();
  });
});
