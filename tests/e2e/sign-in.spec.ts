import { expect, test } from '@playwright/test';

import {
  API,
  API_PORT,
  authStatusFromPage,
  CONSOLE,
  CONSOLE_PORT,
  DEMO_ADMIN,
  DEMO_MEMBER,
  isProviderPage,
  signIn,
  startAuth,
  submitSignIn,
} from './support/mock-platform';

// Sign-in through the mock platform's real OpenID Connect provider: the browser follows the same redirects
// as against the platform (API route → provider's page → code flow with PKCE → API callback → console).

test('the demo admin signs in on the provider page and lands back in the console', async ({ page }) => {
  await startAuth(page, 'login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('to continue to EU AI Console')).toBeVisible();

  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await page.waitForURL((url) => url.origin === CONSOLE);
  expect(await authStatusFromPage(page)).toMatchObject({
    authenticated: true,
    keycloakAuthenticated: true,
    hasOdooAccount: true,
    tokenType: 'session',
    user: { email: DEMO_ADMIN.email, role: 'admin' },
  });
});

test('the session cookie is HttpOnly and belongs to the API', async ({ page, context }) => {
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

  const cookies = await context.cookies(API);
  expect(cookies.find((cookie) => cookie.name === 'console_session')).toMatchObject({
    domain: 'localhost',
    httpOnly: true,
    sameSite: 'Lax',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('console_session');
  expect((await authStatusFromPage(page)).user).toMatchObject({ email: DEMO_MEMBER.email, role: 'member' });
});

test('a wrong password shows the error on the provider page and signs nobody in', async ({ page }) => {
  await startAuth(page, 'login');

  await submitSignIn(page, DEMO_ADMIN.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(isProviderPage);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);

  // The form still works: the right password continues the same flow.
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === CONSOLE);
  expect((await authStatusFromPage(page)).authenticated).toBe(true);
});

test('the register route creates a new identity without a back-office account', async ({ page }) => {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  await startAuth(page, 'register', `${CONSOLE}/auth?step=1`);
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();

  // The provider checks the form first.
  await page.getByLabel('Full name').fill('Eva Ekström');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists. Sign in instead.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL((url) => url.origin === CONSOLE);
  expect(new URL(page.url()).searchParams.get('step')).toBe('1');
  expect(await authStatusFromPage(page)).toMatchObject({
    authenticated: false,
    keycloakAuthenticated: true,
    hasOdooAccount: false,
  });
});

test('sign-out ends the API session and the provider session, then returns to the console', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect((await authStatusFromPage(page)).authenticated).toBe(true);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // From a blank page: a console page still open would see its calls answered 401 once the API session has
  // ended and start signing in again, which cancels this navigation. And only until the first page commits:
  // the provider's signing-out page submits its form before its load event.
  await page.goto('about:blank');
  await page.goto(`${API}/v1/auth/logout?redirectUrl=${encodeURIComponent(`${CONSOLE}/`)}`, {
    waitUntil: 'commit',
  });
  await page.waitForURL(`${CONSOLE}/**`);

  expect(visited.some((url) => url.startsWith(`${API}/oidc/session/end`))).toBe(true);
  expect(await authStatusFromPage(page)).toMatchObject({
    authenticated: false,
    keycloakAuthenticated: false,
    hasOdooAccount: false,
  });
  // The provider forgot the browser too: signing in again asks for the password.
  await startAuth(page, 'login');
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('the 127.0.0.1 origins work as well (callback and cookie on the API at 127.0.0.1)', async ({ page }) => {
  const api = `http://127.0.0.1:${API_PORT}`;
  const consoleUrl = `http://127.0.0.1:${CONSOLE_PORT}/`;
  await page.goto(`${api}/v1/auth/login?redirectUrl=${encodeURIComponent(consoleUrl)}`);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL(consoleUrl);

  expect((await authStatusFromPage(page, api)).authenticated).toBe(true);
});

test('the flow is the code flow with PKCE (S256) and state, as the confidential client', async ({
  request,
}) => {
  const response = await request.get(
    `${API}/v1/auth/login?redirectUrl=${encodeURIComponent(`${CONSOLE}/`)}`,
    {
      maxRedirects: 0,
    },
  );
  expect(response.status()).toBe(302);
  const location = new URL(response.headers().location ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${API}/oidc/auth`);
  expect(Object.fromEntries(location.searchParams)).toMatchObject({
    client_id: 'console-bff',
    response_type: 'code',
    redirect_uri: `${API}/v1/auth/callback`,
    code_challenge_method: 'S256',
    scope: 'openid email profile',
  });
  expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(location.searchParams.get('state')).toBeTruthy();

  const discovery = (await (
    await request.get(`${API}/oidc/.well-known/openid-configuration`)
  ).json()) as unknown;
  expect(discovery).toMatchObject({
    issuer: `${API}/oidc`,
    authorization_endpoint: `${API}/oidc/auth`,
    token_endpoint: `${API}/oidc/token`,
    end_session_endpoint: `${API}/oidc/session/end`,
    code_challenge_methods_supported: ['S256'],
  });
});
