import type { BrowserContext, Locator, Page } from '@playwright/test';

import { scaled } from './support/budget';
import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';
import { walletBalance } from './support/top-up';

// One way back when the session ends mid-form: the platform's session ends (the identity provider's lives on),
// the next call answers 401, and whatever form is open, the user is told and offered to sign in again; back
// on the same page the form is open again with what they typed, and what they then send is done once. These
// change the platform (keys, roles, the wallet), so they run in the serial mock-control project.

/** The platform's session ends: the next call answers 401 (the identity provider still knows the user). */
async function endPlatformSession(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'console_session' });
}

/** The dialog every ended session shows; Sign in again goes through the provider and back to `path`. */
async function signInAgain(page: Page, path: string): Promise<void> {
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(ended).toBeVisible();
  await expect(ended).toContainText('except card details');
  await expect(ended.getByRole('button', { name: 'Sign in again' })).toBeFocused();
  const throughTheProvider = page.waitForRequest((request) =>
    request.url().startsWith(`${API}/v1/auth/callback`),
  );
  await ended.getByRole('button', { name: 'Sign in again' }).click();
  await throughTheProvider;
  await expect(page).toHaveURL(`${CONSOLE}${path}`, { timeout: scaled(20_000) });
}

const rowsNamed = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('creating a key when the session ends: back in the dialog with what was typed, the key created once', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill('Nightly batch');
  await dialog.getByLabel('Description (optional)').fill('The ETL run at 02:00');

  await endPlatformSession(context);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await signInAgain(page, '/api-keys?create=true');

  const back = page.getByRole('dialog', { name: 'Create API key' });
  await expect(back.getByLabel('Name')).toHaveValue('Nightly batch');
  await expect(back.getByLabel('Description (optional)')).toHaveValue('The ETL run at 02:00');
  await back.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('dialog', { name: 'Your new API key' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Your new API key' }).getByRole('button', { name: 'Done' }).click();
  await expect(rowsNamed(page, 'Nightly batch')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('form_drafts'))).toBeNull();
});

test('changing a role when the session ends: the dialog opens again for that member with the choice made', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team`);
  const erik = page
    .getByRole('region', { name: 'Team members' })
    .getByRole('row', { name: /Erik Johansson/ });
  await erik.getByRole('button', { name: 'Change role of Erik Johansson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the role of Erik Johansson' });
  await dialog.getByText('Admin', { exact: true }).click();

  await endPlatformSession(context);
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await signInAgain(page, '/team');

  const back = page.getByRole('dialog', { name: 'Change the role of Erik Johansson' });
  await expect(back.getByRole('radio', { name: /Admin/ })).toBeChecked();
  await back.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Erik Johansson: role changed to Admin')).toBeVisible();
  await expect(erik).toContainText('Admin');
});

test('adding credit when the session ends: Add credit opens again with the amount, and pays once', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  const { wallet, balance } = walletBalance(page);
  const before = await balance();
  await wallet.getByRole('button', { name: 'Add credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add credit' });
  await dialog.getByLabel('Other amount (€)').fill('73');

  await endPlatformSession(context);
  await dialog.getByRole('button', { name: 'Pay €73' }).click();
  await signInAgain(page, '/billing');

  const back = page.getByRole('dialog', { name: 'Add credit' });
  await expect(back.getByLabel('Other amount (€)')).toHaveValue('73');
  await back.getByRole('button', { name: 'Pay €73' }).click();
  await expect(page.getByText('€73 added to your wallet')).toBeVisible();
  await expect.poll(balance).toBeCloseTo(before + 73, 2);
});

test('inviting when the session ends: the dialog opens again with the address and role, and invites once', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team`);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('maja.berg@nordlys.example');
  await dialog.getByText('Admin', { exact: true }).click();

  await endPlatformSession(context);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await signInAgain(page, '/team?invite=true');

  const back = page.getByRole('dialog', { name: 'Invite a team member' });
  await expect(back.getByRole('textbox', { name: 'Email' })).toHaveValue('maja.berg@nordlys.example');
  await expect(back.getByRole('radio', { name: /Admin/ })).toBeChecked();
  await back.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to maja.berg@nordlys.example')).toBeVisible();
  const invitation = page
    .getByRole('list', { name: 'Invitations' })
    .getByRole('listitem')
    .filter({ hasText: 'maja.berg@nordlys.example' });
  await expect(invitation).toHaveCount(1);
  await expect(invitation).toContainText('Admin');
});

test('a profile edited when the session ends: the unsaved change is back in the form after signing in', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/settings`);
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Phone' }).fill('+46 70 765 43 21');

  await endPlatformSession(context);
  await profile.getByRole('button', { name: 'Save' }).click();
  await signInAgain(page, '/settings');

  const back = page.getByRole('region', { name: 'Profile' });
  await expect(back.getByRole('textbox', { name: 'Phone' })).toHaveValue('+46 70 765 43 21');
  await back.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
});

test('a plan change at its confirmation when the session ends: back at the confirmation of the same plan', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByText('Wallet 500', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch to Wallet 500?' });
  await expect(confirm.getByTestId('charged-now')).toBeVisible();

  await endPlatformSession(context);
  await confirm.getByRole('button', { name: 'Switch plan' }).click();
  await signInAgain(page, '/billing');

  const back = page.getByRole('dialog', { name: 'Switch to Wallet 500?' });
  await expect(back.getByTestId('charged-now')).toHaveText(/^Charged now: €[\d,.]+ \(to Visa •••• 4242\)$/);
  await back.getByRole('button', { name: 'Switch plan' }).click();
  await expect(back).toBeHidden();
  await expect(wallet.getByTestId('wallet-plan')).toHaveText('Wallet 500');
});

test('adding a card when the session ends: the dialog opens again with its choice, the card entered anew', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  const methods = page.getByRole('region', { name: 'Payment methods' });
  await methods.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await dialog.getByText('Make this my default card').click();

  await endPlatformSession(context);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await signInAgain(page, '/billing');

  const back = page.getByRole('dialog', { name: 'Add a card' });
  await expect(back.getByRole('checkbox', { name: 'Make this my default card' })).toBeChecked();
  await expect(back.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toMatch(
    /4242\s*4242|12\s*\/\s*34/,
  );
});
