import { expect, test, type Page } from '@playwright/test';

import { API, CONSOLE, DEMO_ADMIN, DEMO_NEW, submitSignIn } from './support/mock-platform';

// Spec section 2 (auth dialog, /signout) and section 4 (authentication states), through the console's own
// buttons and the mock platform's real identity provider.

async function signInFromConsole(page: Page, path: string, who: { email: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL(`${CONSOLE}/auth`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitSignIn(page, who.email, who.password);
}

test('a visitor is sent to the sign-in view and, after signing in, back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/team');
  await expect(page).toHaveURL(`${CONSOLE}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe('/team');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/oidc/interaction/`));
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await expect(page).toHaveURL(`${CONSOLE}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBeNull();
  const storedUser = await page.evaluate(() => sessionStorage.getItem('auth_user'));
  expect(JSON.parse(storedUser ?? 'null') as unknown).toMatchObject({ email: DEMO_ADMIN.email });
});

test('the sign-up link sets the registration marker and goes to the register route with the step-1 return', async ({
  page,
}) => {
  await page.goto('/auth');
  const signUp = page.getByRole('link', { name: 'Sign up' });
  await expect(page.getByText("Don't have an account?")).toBeVisible();
  await expect(signUp).toHaveAttribute(
    'href',
    `${API}/v1/auth/register?redirectUrl=${encodeURIComponent(`${CONSOLE}/auth?step=1`)}`,
  );
  // Hold the navigation to read the marker the link set before leaving (back on /auth, a visitor who is
  // not signed in has it cleared again, as spec section 4 says).
  await page.route(`${API}/v1/auth/register*`, (route) => route.fulfill({ status: 204 }));
  await signUp.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('registration_flow'))).toBe('true');
  await page.unroute(`${API}/v1/auth/register*`);
  await signUp.click();
  await expect(page).toHaveURL(new RegExp(`^${API}/oidc/interaction/`));
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test('an identity without a back-office account lands in registration at step 1', async ({ page }) => {
  await signInFromConsole(page, '/', DEMO_NEW);
  await expect(page).toHaveURL(`${CONSOLE}/auth?step=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Company Details (optional)' })).toBeVisible();
  await expect(page.getByText('Account Information')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('registration_flow'))).toBe('true');
  // and cannot reach the signed-in app
  await page.goto('/api-keys');
  await expect(page).toHaveURL(`${CONSOLE}/auth?step=1`);
});

test('a session that expires mid-visit says so, and signing in again returns the user to the page', async ({
  page,
  context,
}) => {
  await signInFromConsole(page, '/settings', DEMO_ADMIN);
  await expect(page).toHaveURL(`${CONSOLE}/settings`);

  // The API session ends (the provider's session lives on): the next call answers 401.
  await page.getByRole('link', { name: 'Team' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await context.clearCookies({ name: 'console_session' });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('key');
  // Told, never sent away unasked: the page stays until the user chooses to sign in again.
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible();
  await expect(page).toHaveURL(`${CONSOLE}/team`);
  const reSignIn = page.waitForRequest((request) => request.url().startsWith(`${API}/v1/auth/callback`));
  await ended.getByRole('button', { name: 'Sign in again' }).click();

  // Re-sign-in runs through the provider (still signed in there) and comes back to the same page.
  await reSignIn;
  await expect(page).toHaveURL(`${CONSOLE}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const status = await page.evaluate(async (api) => {
    // eslint-disable-next-line no-restricted-globals -- the browser's fetch, reading what the console sees
    const response = await fetch(`${api}/v1/auth/status`, { credentials: 'include' });
    return (await response.json()) as { authenticated: boolean };
  }, API);
  expect(status.authenticated).toBe(true);
});

test('the close button of the sign-in view forces a full logout', async ({ page }) => {
  await page.goto('/auth');
  const serverLogout = page.waitForRequest((request) =>
    request.url().startsWith(`${API}/v1/auth/logout?redirectUrl=`),
  );
  const endSession = page.waitForRequest((request) => request.url().startsWith(`${API}/oidc/session/end`));
  await page.getByRole('button', { name: 'Close and sign out completely' }).click();
  // The server's browser-navigation logout (spec section 7), through the identity provider's end-session,
  // with the return to /auth.
  expect(new URL((await serverLogout).url()).searchParams.get('redirectUrl')).toBe(`${CONSOLE}/auth`);
  const url = new URL((await endSession).url());
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${CONSOLE}/auth`);
  await page.waitForURL(`${CONSOLE}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});
