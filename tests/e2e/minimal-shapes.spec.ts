import type { Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import { CONSOLE, DEMO_ADMIN, expectSignOutThroughMenu, signIn } from './support/mock-platform';
import { createRotateRevokeKey } from './support/key-lifecycle';
import { addFiftyEurosOfCredit } from './support/top-up';
import { registerAndLand } from './support/wizard';

// The console against a platform that answers only what the spec and the platform facts guarantee (the mock
// platform's `minimal` scenario, docs/mock-platform.md): no models' creation dates, no endpoint statuses, no
// key prefix on create, invitations without ids or dates, empty bodies after logout, registration and a plan
// change; an auth status whose user has only the spec's fields (id, name, email, role); a token type and
// language codes the console does not own. Every screen keeps working, as on the default scenario. It changes the mock platform, so it runs in the serial mock-control project.

test.use({ mockScenario: 'minimal' });

/** Never an error screen nor an answer the console "does not understand". */
async function expectWorking(page: Page) {
  await expect(page.getByText('Something went wrong', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/does not understand/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Underhållsläge' })).toHaveCount(0);
}

const PAGES = [
  {
    path: '/',
    heading: 'Overview',
    shows: (page: Page) => page.getByText(/chat endpoints; their status is not reported/),
  },
  {
    path: '/models',
    heading: 'Models',
    shows: (page: Page) => page.getByRole('table').getByRole('row').nth(1),
  },
  {
    path: '/api-keys',
    heading: 'API Keys',
    shows: (page: Page) => page.getByRole('table').getByRole('row').nth(1),
  },
  { path: '/team', heading: 'Team', shows: (page: Page) => page.getByRole('list', { name: 'Invitations' }) },
  { path: '/billing', heading: 'Billing & Usage', shows: (page: Page) => page.getByTestId('wallet-plan') },
  {
    path: '/settings',
    heading: 'Settings',
    shows: (page: Page) => page.getByRole('region', { name: 'Company' }),
  },
] as const;

test('every signed-in page shows its data; with no settings in the auth status, the browser’s language', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  for (const { path, heading, shows } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(shows(page)).toBeVisible();
    await expectWorking(page);
  }
  // The auth status's user has no settings: the browser's language (en-US), without its region.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The health reports no endpoint status: said as such, never hidden.
  await page.goto('/models');
  await expect(page.getByRole('table').getByText('Not reported').first()).toBeVisible();
});

test('the palette finds pages, models, keys and members, and opens a result', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.getByRole('combobox').fill('mistral');
  await expect(dialog.getByRole('group', { name: 'Models' }).getByRole('option').first()).toBeVisible();
  await dialog.getByRole('combobox').fill('anna');
  await expect(dialog.getByRole('group', { name: 'Team members' }).getByRole('option').first()).toBeVisible();
  await dialog.getByRole('combobox').fill('api keys');
  await expect(dialog.getByText('Failed to load search results')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${CONSOLE}/api-keys`);
  await expectWorking(page);
});

test('an API key is created, rotated and revoked; its secret is shown each time', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const name = `Minimal ${Date.now().toString(36)}`;
  await createRotateRevokeKey(page, name, async (row, secret) => {
    // No prefix in the answer: the list shows the start of the secret.
    await expect(row).toContainText(secret.slice(0, 10));
  });
  await expectWorking(page);
});

test('invitations without ids or dates are listed; a new one is sent and listed', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team`);
  const invitations = page.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem').first()).toContainText('Pending');
  // Resending and cancelling need an id the platform did not send.
  await expect(invitations.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('maja.berg@nordlys.example');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to maja.berg@nordlys.example')).toBeVisible();
  await expect(invitations.getByText('maja.berg@nordlys.example')).toBeVisible();
  await expectWorking(page);
});

test('a plan change answered with an empty body names the plan asked for', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet-plan')).toHaveText('Wallet 50');
  await wallet.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByText('Wallet 500', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Switch to Wallet 500?' })
    .getByRole('button', { name: 'Switch plan' })
    .click();
  await expect(page.getByText('You are now on Wallet 500')).toBeVisible();
  await expect(wallet.getByTestId('wallet-plan')).toHaveText('Wallet 500');
  await expectWorking(page);
});

for (const account of ['company', 'individual'] as const) {
  test(`the wizard completes for ${account === 'company' ? 'a company' : 'an individual'}`, async ({
    page,
  }) => {
    await registerAndLand(page, account);
    await expectWorking(page);
  });
}

test('credit is added with the default card', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  await addFiftyEurosOfCredit(page);
  await expectWorking(page);
});

test('a back-office status word the console has never seen shows the maintenance screen', async ({
  page,
  mockPlatform,
}) => {
  await mockPlatform.updateSettings({ odooStatus: 'maintenance' });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Underhållsläge' })).toBeVisible();
  await mockPlatform.updateSettings({ odooStatus: 'up' });
  await page.getByRole('button', { name: 'Tillbaka till startsidan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('signing out with an empty logout answer ends at the sign-in screen', async ({ page, request }) => {
  await expectSignOutThroughMenu(page, request);
});
