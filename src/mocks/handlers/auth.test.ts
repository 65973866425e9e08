/* eslint-disable no-script-url, no-restricted-syntax -- hostile redirect values are this test's input */
import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';

import { createHandlers } from '../handlers';
import type { IdentityBridge } from '../identity-bridge';
import { createMockDb } from '../store/db';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NEW } from '../store/demo';
import { TEST_API_ORIGIN, TEST_CONSOLE_ORIGIN, startMockApi } from '../testing/mock-api';

const AUTH_PAGE = `${TEST_CONSOLE_ORIGIN}/auth`;
const at = (path: string, redirectUrl: string) => `${path}?redirectUrl=${encodeURIComponent(redirectUrl)}`;

const HOSTILE_REDIRECTS = [
  '//evil.com',
  'https://evil.com',
  'http://localhost:5173.evil.com',
  'javascript:alert(1)',
  'http://localhost:5173@evil.com',
  'http://user:pass@localhost:5173/auth',
  'https://localhost:5173/auth',
  'http://localhost:5174/auth',
  'http://localhost:5173\\@evil.com',
  'http://localhost:5173\t.evil.com',
  ' http://localhost:5173/auth',
  'data:text/html,<script>alert(1)</script>',
  '/auth',
  'evil.com',
  '',
];

describe('GET /v1/auth/status', () => {
  it('says anonymous without a session', async () => {
    const api = startMockApi(server);
    const { status, body } = await api.call('getAuthStatus', 'GET', '/v1/auth/status');
    expect(status).toBe(200);
    expect(body).toEqual({
      authenticated: false,
      keycloakAuthenticated: false,
      hasOdooAccount: false,
      tokenType: null,
      user: null,
      identity: null,
    });
  });

  it('says authenticated with the user for an identity with a back-office account', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_ADMIN.email);
    const { body } = await api.call('getAuthStatus', 'GET', '/v1/auth/status');
    expect(body).toMatchObject({
      authenticated: true,
      keycloakAuthenticated: true,
      hasOdooAccount: true,
      tokenType: 'session',
      user: {
        email: DEMO_ADMIN.email,
        role: 'admin',
        company: { name: 'Nordlys Analytics AB', vat: 'SE556677889901' },
      },
    });
  });

  it('says signed in at the provider only for the identity without a back-office account', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_NEW.email);
    const { body } = await api.call('getAuthStatus', 'GET', '/v1/auth/status');
    expect(body).toEqual({
      authenticated: false,
      keycloakAuthenticated: true,
      hasOdooAccount: false,
      tokenType: 'session',
      user: null,
      // the provider's account, so the registration wizard knows who registers (proposed in the contract)
      identity: { name: DEMO_NEW.name, email: DEMO_NEW.email },
    });
  });

  it('ignores an unknown session cookie', async () => {
    const api = startMockApi(server);
    const { body } = await api.call('getAuthStatus', 'GET', '/v1/auth/status', { session: 'forged' });
    expect(body).toMatchObject({ authenticated: false, keycloakAuthenticated: false });
  });
});

describe('the sign-in redirects', () => {
  it('login → callback → the console, with an HttpOnly session cookie', async () => {
    const api = startMockApi(server);
    const login = await api.call('login', 'GET', at('/v1/auth/login', AUTH_PAGE));
    expect(login.status).toBe(302);
    const callback = new URL(login.response.headers.get('Location') ?? '');
    expect(callback.origin + callback.pathname).toBe(`${TEST_API_ORIGIN}/v1/auth/callback`);

    const back = await api.call('authCallback', 'GET', callback.pathname + callback.search);
    expect(back.status).toBe(302);
    expect(back.response.headers.get('Location')).toBe(AUTH_PAGE);
    const [cookie] = back.response.headers.getSetCookie();
    expect(cookie).toMatch(/^console_session=[0-9a-f]{48}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('a code works once, and only with its state', async () => {
    const api = startMockApi(server);
    const login = await api.call('login', 'GET', at('/v1/auth/login', AUTH_PAGE));
    const callback = new URL(login.response.headers.get('Location') ?? '');
    const wrongState = `${callback.pathname}?code=${callback.searchParams.get('code')}&state=nope`;
    expect((await api.call('authCallback', 'GET', wrongState)).body).toMatchObject({
      code: 'INVALID_REQUEST',
    });
    // The wrong state used the code up.
    const again = await api.call('authCallback', 'GET', callback.pathname + callback.search);
    expect(again.status).toBe(400);
  });

  it('answers 400 VALIDATION_ERROR for a callback without code and state', async () => {
    const api = startMockApi(server);
    const { status, body } = await api.call('authCallback', 'GET', '/v1/auth/callback');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: expect.arrayContaining([expect.objectContaining({ path: 'code' })]) as unknown,
    });
  });

  it('register creates a new identity without a back-office account and returns to the wizard', async () => {
    const api = startMockApi(server);
    const before = api.db.identities.all().length;
    const wizard = `${TEST_CONSOLE_ORIGIN}/auth?step=1`;
    const start = await api.call('register', 'GET', at('/v1/auth/register', wizard));
    const callback = new URL(start.response.headers.get('Location') ?? '');
    const back = await api.call('authCallback', 'GET', callback.pathname + callback.search);
    expect(back.response.headers.get('Location')).toBe(wizard);
    expect(api.db.identities.all()).toHaveLength(before + 1);
    const session =
      /console_session=([^;]+)/.exec(back.response.headers.getSetCookie()[0] ?? '')?.[1] ?? null;
    const status = await api.call('getAuthStatus', 'GET', '/v1/auth/status', { session });
    expect(status.body).toMatchObject({ keycloakAuthenticated: true, hasOdooAccount: false });
  });

  it('signs in as the identity the bridge was told to use', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const { body } = await api.call('getCurrentUser', 'GET', '/v1/users/me');
    expect(body).toMatchObject({ email: DEMO_MEMBER.email, role: 'member' });
  });
});

describe('GET /v1/auth/logout', () => {
  it('ends the session and clears the cookie (200 JSON)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body, response } = await api.call('logout', 'GET', '/v1/auth/logout');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^console_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const after = await api.call('getAuthStatus', 'GET', '/v1/auth/status');
    expect(after.body).toMatchObject({ authenticated: false, keycloakAuthenticated: false });
    expect(api.db.sessions.count()).toBe(0);
  });

  it('with redirectUrl, goes through the provider logout back to it (302)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, response } = await api.call('logout', 'GET', at('/v1/auth/logout', AUTH_PAGE));
    expect(status).toBe(302);
    expect(response.headers.get('Location')).toBe(AUTH_PAGE);
    expect(response.headers.getSetCookie()[0]).toContain('Max-Age=0');
  });

  it('keeps the session when the redirectUrl is refused', async () => {
    const api = startMockApi(server);
    await api.signIn();
    expect((await api.call('logout', 'GET', at('/v1/auth/logout', 'https://evil.com'))).status).toBe(400);
    expect((await api.call('getAuthStatus', 'GET', '/v1/auth/status')).body).toMatchObject({
      authenticated: true,
    });
  });
});

describe('the redirect allowlist (no open redirect)', () => {
  it.each([
    'http://localhost:5173/auth',
    'http://127.0.0.1:5173/auth?step=1',
    'http://localhost:4173/',
    'http://127.0.0.1:4173/x#y',
  ])('accepts the console origin %s', async (redirectUrl) => {
    const api = startMockApi(server);
    expect((await api.call('login', 'GET', at('/v1/auth/login', redirectUrl))).status).toBe(302);
  });

  describe.each(['/v1/auth/login', '/v1/auth/register', '/v1/auth/logout'])('%s', (path) => {
    it.each(HOSTILE_REDIRECTS)('refuses %j with 400 INVALID_REQUEST', async (redirectUrl) => {
      const api = startMockApi(server);
      const operationId = path.split('/').pop() ?? '';
      const { status, body, response } = await api.call(operationId, 'GET', at(path, redirectUrl));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'INVALID_REQUEST', details: [{ path: 'redirectUrl' }] });
      expect(response.headers.get('Location')).toBeNull();
    });
  });

  it('refuses login and register without redirectUrl', async () => {
    const api = startMockApi(server);
    expect((await api.call('login', 'GET', '/v1/auth/login')).status).toBe(400);
    expect((await api.call('register', 'GET', '/v1/auth/register')).status).toBe(400);
  });

  it('checks again at the callback, whatever the provider hands back', async () => {
    const db = createMockDb({ settings: { inferenceLatencyMs: 0 } });
    const subject = db.identities.findByEmail(DEMO_ADMIN.email)?.subject ?? '';
    const lyingBridge: IdentityBridge = {
      startLogin: () => Promise.resolve(`${TEST_API_ORIGIN}/v1/auth/callback?code=c&state=s`),
      finishLogin: () => Promise.resolve({ subject, redirectUrl: 'https://evil.com/steal' }),
      endSessionUrl: ({ postLogoutRedirectUrl }) => Promise.resolve(postLogoutRedirectUrl),
    };
    server.use(...createHandlers(db, { bridge: lyingBridge }));
    const response = await fetch(`${TEST_API_ORIGIN}/v1/auth/callback?code=c&state=s`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 500 SERVER_ERROR when the identity provider fails', async () => {
    const api = startMockApi(server);
    api.bridge.signInAs('nobody@example.test');
    const { status, body } = await api.call('login', 'GET', at('/v1/auth/login', AUTH_PAGE));
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 'SERVER_ERROR' });
  });

  it('allows other origins when configured', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db, { allowedRedirectOrigins: ['https://console.example.eu'] }));
    const ok = await fetch(`${TEST_API_ORIGIN}${at('/v1/auth/login', 'https://console.example.eu/auth')}`, {
      redirect: 'manual',
    });
    const refused = await fetch(`${TEST_API_ORIGIN}${at('/v1/auth/login', AUTH_PAGE)}`, {
      redirect: 'manual',
    });
    expect([ok.status, refused.status]).toEqual([302, 400]);
  });
});
