import type { Page } from '@playwright/test';

import { scaled } from './support/budget';
import { expectNoSeriousViolations, expectVisibleFocus, useTheme } from './support/a11y';
import { expect, test, type MockFault } from './support/mock-control';
import { API, authStatusFromPage, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';
import { banner, completeButton, FJALLBACKA, goToReview, signInAsNewIdentity } from './support/wizard';

// Sign-out never silently fails: after Sign Out the user is either signed out (the server says so) or told,
// in place, that sign-out did not complete, with Try again. Faults go into the server logout (operationId
// `logout`), so these run in the serial mock-control project.
test.describe.configure({ mode: 'serial' });

async function signedInOnOverview(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

async function signOutFromUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  // No check of /signout here: a sign-out that succeeds has left it before an assertion could look.
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

async function signOutFromPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Sign out');
  await page.keyboard.press('Enter');
}

/** Signed out for real: the server says so, / leads to sign-in, and the provider asks for the password. */
async function expectSignedOut(page: Page) {
  // Through the server logout, the provider's end-session and back: several navigations on a busy machine.
  await expect(page).toHaveURL(`${CONSOLE}/auth`, { timeout: scaled(20_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await authStatusFromPage(page)).toMatchObject({
    authenticated: false,
    keycloakAuthenticated: false,
  });
  expect(await page.evaluate(() => sessionStorage.getItem('auth_user'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(`${CONSOLE}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
}

// How many JSON logout calls the page is seen to send: the failed one and its retry. A connection the
// server drops is retried inside Chromium too, where the page sees one request.
const FAILS_ONCE: [string, MockFault, (page: Page) => Promise<void>, number][] = [
  ['a 500, from the user menu', { status: 500, times: 1 }, signOutFromUserMenu, 2],
  ['a lost connection, from the command palette', { network: true, times: 1 }, signOutFromPalette, 1],
  ['a hang, from the user menu', { hang: true, times: 1 }, signOutFromUserMenu, 2],
];

for (const [what, fault, startSignOut, jsonCallsSeen] of FAILS_ONCE) {
  test(`a server logout that fails once (${what}) is tried again and the user is signed out`, async ({
    page,
    mockPlatform,
  }) => {
    await signedInOnOverview(page);
    await mockPlatform.setFault('logout', fault);
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API}/v1/auth/logout`)) logoutCalls.push(request.url());
    });
    await startSignOut(page);
    await expectSignedOut(page);
    expect((await mockPlatform.state()).faults, 'the fault was played').toEqual({});
    // The JSON logout and its retry, then the browser's logout through the provider, back to the site origin.
    expect(logoutCalls).toEqual([
      ...Array<string>(jsonCallsSeen).fill(`${API}/v1/auth/logout`),
      `${API}/v1/auth/logout?redirectUrl=${encodeURIComponent(`${CONSOLE}/`)}`,
    ]);
  });
}

test('a server logout that keeps failing says so in place, and Try again signs out once it answers', async ({
  page,
  mockPlatform,
}) => {
  await signedInOnOverview(page);
  await mockPlatform.setFault('logout', { status: 503 });
  await signOutFromUserMenu(page);

  const title = page.getByRole('heading', { level: 1, name: 'Sign-out did not complete' });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(
    'The server answered with an error, so your session could not be ended.',
  );
  await expect(page.getByRole('alert')).toContainText('You may still be signed in on this device.');
  await expect(page).toHaveURL(`${CONSOLE}/signout`);
  // As the message says: the server session is still valid; nothing of the user's is kept in the browser.
  expect(await authStatusFromPage(page)).toMatchObject({ authenticated: true });
  expect(await page.evaluate(() => sessionStorage.getItem('auth_user'))).toBeNull();
  await expectNoSeriousViolations(page, '/signout, sign-out failed (light)');

  // Keyboard only: from the message to Try again.
  await mockPlatform.clearFaults();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try signing out again' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectSignedOut(page);
});

test('from the failure, Back to the console returns a user who is still signed in', async ({
  page,
  mockPlatform,
}) => {
  await useTheme(page, 'dark');
  await signedInOnOverview(page);
  await mockPlatform.setFault('logout', { network: true });
  await signOutFromUserMenu(page);
  await expect(page.getByRole('alert')).toContainText(
    'The server could not be reached, so your session could not be ended.',
  );
  await expectNoSeriousViolations(page, '/signout, sign-out failed (dark)');
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(`${CONSOLE}/`);
});

test('the wizard’s Sign in instead, whose sign-out fails, says so in place and keeps the wizard', async ({
  page,
  mockPlatform,
}) => {
  await signInAsNewIdentity(page);
  // The trigger company name makes registration answer that the user exists (docs/mock-platform.md).
  await goToReview(page, {
    company: { name: 'Trigger USER_ALREADY_EXISTS', vatNumber: FJALLBACKA.vatNumber },
  });
  await completeButton(page).click();
  const signInInstead = banner(page).getByRole('button', { name: 'Sign in instead' });
  await expect(signInInstead).toBeVisible();

  await mockPlatform.setFault('logout', { network: true });
  await signInInstead.click();
  const title = page.getByRole('heading', { level: 2, name: 'Sign-out did not complete' });
  await expect(title).toBeFocused();
  await expect(page.getByRole('alert').filter({ has: title })).toContainText(
    'The server could not be reached, so your session could not be ended.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(await authStatusFromPage(page)).toMatchObject({ keycloakAuthenticated: true });

  await mockPlatform.clearFaults();
  await page.getByRole('button', { name: 'Try signing out again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
    timeout: scaled(20_000),
  });
  expect(await authStatusFromPage(page)).toMatchObject({
    authenticated: false,
    keycloakAuthenticated: false,
  });
});
