import type { Page } from '@playwright/test';

import { scaled } from './support/budget';
import { expect, test } from './support/mock-control';
import { API, authStatusFromPage, CONSOLE, DEMO_ADMIN, signIn, submitSignIn } from './support/mock-platform';
import { holdRoute } from './support/page-time';

// The shell's theme and language switches while signed in (spec section 2; moved here from console-shell and
// console-auth). Signed in, a switch also saves the choice to the user's settings on the server, and the
// server's choice wins when the console next starts (session/preferences/use-preferences.ts): these tests
// change the demo admin's account, which every other spec signs in as, so playwright.config.ts runs them in
// the serial mock-control project, which resets the data before each test.
test.describe.configure({ mode: 'serial' });

async function signedIn(page: Page, path = '/') {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The theme and language the signed-in user's account holds, as the platform answers them. */
async function accountPreferences(page: Page) {
  const status = (await authStatusFromPage(page)) as {
    user: { settings?: { theme?: string; language?: string } };
  };
  return { theme: status.user.settings?.theme, language: status.user.settings?.language };
}

async function signInFromConsole(page: Page, path: string, who: { email: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL(`${CONSOLE}/auth`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitSignIn(page, who.email, who.password);
}

test('the language switch of the side menu turns the console Swedish, dates stay sv-SE', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('SV', { exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link')).toHaveText([
    'Översikt',
    'Modeller',
    'API-nycklar',
    'Team',
    'Inställningar',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const label = page.getByRole('button', { name: 'v1.1.15 utveckling' });
  await label.focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    /^Miljö: Lokal utveckling · Byggd \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
});

test('signing out from the user menu shows /signout, ends both sessions and clears storage but the theme', async ({
  page,
  request,
}) => {
  await signInFromConsole(page, '/', DEMO_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Colour mode' }).getByTitle('Dark').click();

  // Hold the API's logout until the /signout screen has been read, so the browser cannot move on before.
  const release = await holdRoute(page, `${API}/v1/auth/logout*`);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/signout`);
  await expect(page.getByText('Signing out...')).toBeVisible();
  await expect(page.getByText('Please wait while we log you out.')).toBeVisible();
  release();

  // Through the API's logout (held too), the provider's end-session and back: slow on a loaded machine.
  await expect(page).toHaveURL(`${CONSOLE}/auth`, { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(storage.local.theme).toBe('dark');
  expect(storage.session.auth_user).toBeUndefined();
  const status = (await (await request.get(`${API}/v1/auth/status`)).json()) as unknown;
  expect(status).toMatchObject({ authenticated: false });

  // Signing in again asks for credentials: the identity provider's session ended too.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('theme and language chosen on the sign-in screen stay after sign-in and are saved to the account', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('radiogroup', { name: 'Colour mode' }).getByText('Dark').click();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('SV', { exact: true }).click();
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect.poll(() => accountPreferences(page)).toEqual({ theme: 'dark', language: 'sv' });
  // And after a reload the account and the browser agree.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass('dark');
});

test("with nothing chosen on the sign-in screen, the account's theme and language apply", async ({
  page,
  browser,
}) => {
  // The account's choice, made on one device…
  await signedIn(page);
  await page.getByRole('radiogroup', { name: 'Colour mode' }).getByTitle('Dark').click();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('SV', { exact: true }).click();
  await expect.poll(() => accountPreferences(page)).toEqual({ theme: 'dark', language: 'sv' });

  // …applies on another, where nothing was chosen before signing in.
  const other = await browser.newPage({ colorScheme: 'light' });
  await signInFromConsole(other, '/', DEMO_ADMIN);
  await expect(other.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(other.locator('html')).toHaveClass('dark');
  await other.close();
});

test('when the account cannot take the choice made signed out, it stays on screen and the user is told', async ({
  page,
  mockPlatform,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth');
  await page.getByRole('radiogroup', { name: 'Colour mode' }).getByTitle('Dark').click();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('SV', { exact: true }).click();
  await mockPlatform.setFault('updateUser', { status: 500 });
  await page.getByRole('button', { name: 'Logga in' }).click();
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await expect(page.getByText('Inställningen kunde inte sparas på ditt konto')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass('dark');
  expect(await accountPreferences(page)).not.toEqual({ theme: 'dark', language: 'sv' });

  // The next start tries again, and the choice still wins.
  await mockPlatform.clearFaults();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect.poll(() => accountPreferences(page)).toEqual({ theme: 'dark', language: 'sv' });
  await expect(page.locator('html')).toHaveClass('dark');
});
