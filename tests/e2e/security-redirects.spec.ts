import { expect, test, type Page } from '@playwright/test';

import { scaled } from './support/budget';
import { API, CONSOLE, DEMO_ADMIN, signIn, startAuth, submitSignIn } from './support/mock-platform';
import { expectNothingInjected, hostileAuthRedirects, hostileRedirectUrls } from './support/security';

// Security: a "go back to where you were" value never takes the browser off the console's
// origin. Two ways in: the console's own `auth_redirect` (localStorage, spec section 4; read through
// src/features/auth/safe-redirect.ts) and the API's `redirectUrl` (src/mocks/handlers/kit/redirects.ts on the
// mock platform). Signing in changes no shared data, so this file runs in the parallel chromium project.

/** Every top-level navigation of the page, as origins: none may be a third one. */
function navigatedOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) origins.add(new URL(frame.url()).origin);
  });
  return origins;
}

/** Stops any request to a host other than localhost, so a leak is seen (not followed onto the network). */
async function fenceOffOtherHosts(page: Page): Promise<string[]> {
  const leaked: string[] = [];
  await page.context().route(
    (url) => url.hostname !== 'localhost' && url.protocol.startsWith('http'),
    async (route) => {
      leaked.push(route.request().url());
      await route.abort();
    },
  );
  return leaked;
}

const setAuthRedirect = (page: Page, value: string) =>
  page.evaluate((saved) => localStorage.setItem('auth_redirect', saved), value);

const ALLOWED = () => new Set([CONSOLE, API]);

// Each test signs in or navigates a dozen times; on a busy machine one round can take a few seconds.
test.describe.configure({ timeout: scaled(120_000) });

test('a hostile auth_redirect, saved before a sign-in through the provider, lands on the console', async ({
  page,
}) => {
  const leaked = await fenceOffOtherHosts(page);
  const origins = navigatedOrigins(page);
  // The full flow for a few values: the console's /auth, the provider's form, the API's callback, /auth again.
  for (const hostile of hostileAuthRedirects(CONSOLE).slice(0, 3)) {
    await page.context().clearCookies();
    await page.goto(`${CONSOLE}/auth`);
    await setAuthRedirect(page, hostile);
    await startAuth(page, 'login', `${CONSOLE}/auth`);
    await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(`${CONSOLE}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBeNull();
  }
  await expectNothingInjected(page);
  expect(leaked).toEqual([]);
  for (const origin of origins) expect(ALLOWED().has(origin), origin).toBe(true);
});

test('every hostile auth_redirect (16) leads to / when the signed-in console leaves /auth', async ({
  page,
}) => {
  const leaked = await fenceOffOtherHosts(page);
  const origins = navigatedOrigins(page);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/auth`);
  const values = hostileAuthRedirects(CONSOLE);
  expect(values.length).toBeGreaterThanOrEqual(12);
  for (const hostile of values) {
    await setAuthRedirect(page, hostile);
    // A fresh start on /auth with a session: the same "signed in on the auth route" transition as after
    // the provider's callback, which reads auth_redirect.
    await page.goto(`${CONSOLE}/auth`);
    await expect(page, `auth_redirect ${JSON.stringify(hostile)}`).toHaveURL(`${CONSOLE}/`, {
      timeout: scaled(15_000),
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  }
  await expectNothingInjected(page);
  expect(leaked).toEqual([]);
  for (const origin of origins) expect(ALLOWED().has(origin), origin).toBe(true);
});

test('a hostile path asked for while signed out (the guard saves it) never leads off the console', async ({
  page,
}) => {
  const leaked = await fenceOffOtherHosts(page);
  const origins = navigatedOrigins(page);
  // Paths a later navigation could read as another host ("//evil.example", encoded slashes).
  for (const path of ['//evil.example/', '/%2F%2Fevil.example/', '/api-keys/..%2F..%2F%2Fevil.example']) {
    // Off the signed-in page before the session goes (to a page of the API that calls nothing): a call the
    // console made without the cookie would answer 401, and its sign-in again would race the next page's guard.
    await page.goto(`${API}/health`);
    await page.context().clearCookies();
    await page.goto(`${CONSOLE}${path}`);
    // The guard's own move to /auth first: a sign-in started while it is under way would be cut short by it.
    await page.waitForURL((url) => url.origin === CONSOLE && url.pathname === '/auth');
    await startAuth(page, 'login', `${CONSOLE}/auth`);
    await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL((url) => url.origin === CONSOLE && url.pathname !== '/auth');
    expect(new URL(page.url()).origin).toBe(CONSOLE);
    expect(new URL(page.url()).pathname.startsWith('//')).toBe(false);
  }
  await expectNothingInjected(page);
  expect(leaked).toEqual([]);
  for (const origin of origins) expect(ALLOWED().has(origin), origin).toBe(true);
});

test('the API refuses every hostile redirectUrl (14) on login, register and logout: 400, no Location', async ({
  page,
  request,
}) => {
  const values = hostileRedirectUrls(CONSOLE);
  expect(values.length).toBeGreaterThanOrEqual(12);
  for (const hostile of values) {
    for (const route of ['login', 'register', 'logout']) {
      const response = await request.get(
        `${API}/v1/auth/${route}?redirectUrl=${encodeURIComponent(hostile)}`,
        { maxRedirects: 0 },
      );
      expect(response.status(), `${route} ${JSON.stringify(hostile)}`).toBe(400);
      expect(response.headers().location).toBeUndefined();
      expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
  }

  // In the browser: the navigation ends on the API's error, never on another host.
  const leaked = await fenceOffOtherHosts(page);
  for (const hostile of values.slice(0, 4)) {
    const navigation = await page.goto(`${API}/v1/auth/login?redirectUrl=${encodeURIComponent(hostile)}`);
    expect(navigation?.status()).toBe(400);
    expect(new URL(page.url()).origin).toBe(API);
  }
  expect(leaked).toEqual([]);
});
