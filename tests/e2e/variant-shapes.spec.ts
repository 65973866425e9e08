import type { Locator, Page } from '@playwright/test';

import { scaled } from './support/budget';
import { createRotateRevokeKey } from './support/key-lifecycle';
import { expect, test } from './support/mock-control';
import { CONSOLE, DEMO_ADMIN, expectSignOutThroughMenu, signIn } from './support/mock-platform';
import { addFiftyEurosOfCredit } from './support/top-up';
import { registerAndLand } from './support/wizard';

// The console against a back office that writes the same data in other forms (the mock platform's `variant`
// scenario, docs/mock-platform.md): ids and amounts as text, Odoo's date-times, a SEPA mandate and a PayPal
// account, a refunded invoice, a model of an unknown type, an owner, and one item in each list the console
// cannot read. Every page keeps working, shows what it can, and says what it left out. It changes the mock
// platform, so it runs in the serial mock-control project.

test.use({ mockScenario: 'variant' });

/** Never an error screen, a failed panel, nor an answer the console "does not understand". */
async function expectWorking(page: Page) {
  await expect(page.getByText('Something went wrong', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/does not understand|could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
}

interface VariantPage {
  readonly path: string;
  readonly heading: string;
  /** What the page shows of the varied answers, and the notice of each list's unreadable item. */
  readonly shows: (page: Page) => Locator[];
  /** Brings a row of a virtualised table into view first. */
  readonly find?: (page: Page) => Promise<void>;
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const PAGES: readonly VariantPage[] = [
  {
    path: '/',
    heading: 'Overview',
    shows: (page) => [
      page.getByRole('region', { name: 'Wallet' }),
      notice(page, '1 chat endpoint could not be shown'),
    ],
  },
  {
    path: '/models',
    heading: 'Models',
    shows: (page) => [
      // A type the console does not know is listed by its own word.
      page.getByRole('row', { name: /bge-reranker-v2-m3/ }).getByText('rerank', { exact: true }),
      notice(page, '1 model could not be shown'),
    ],
  },
  {
    path: '/api-keys',
    heading: 'API Keys',
    shows: (page) => [
      page.getByRole('table').getByRole('row').nth(1),
      notice(page, '1 key could not be shown'),
    ],
  },
  {
    path: '/team',
    heading: 'Team',
    find: (page) => page.getByRole('searchbox', { name: 'Search members' }).fill('Greta'),
    shows: (page) => [
      page.getByRole('row', { name: /Greta Grundare/ }).getByText('owner', { exact: true }),
      notice(page, '1 member could not be shown'),
      notice(page, '1 invitation could not be shown'),
    ],
  },
  {
    path: '/billing',
    heading: 'Billing & Usage',
    shows: (page) => [
      page.getByTestId('wallet-plan'),
      page.getByText('SEPA Direct Debit ending in 3000'),
      page.getByRole('region', { name: 'Payment methods' }).getByText('paypal'),
      page.getByRole('row', { name: /EU-VARIANT-0001/ }).getByText('refunded'),
      notice(page, '1 invoice could not be shown'),
      notice(page, '1 payment method could not be shown'),
      notice(page, '1 usage row could not be read'),
    ],
  },
  {
    path: '/settings',
    heading: 'Settings',
    shows: (page) => [page.getByRole('region', { name: 'Company' })],
  },
];

test('every signed-in page shows what it can read and announces each item it could not', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  for (const { path, heading, shows, find } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await find?.(page);
    for (const shown of shows(page)) await expect(shown).toBeVisible();
    await expectWorking(page);
  }
});

test('the palette finds models, keys and members read from text ids', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.getByRole('combobox').fill('reranker');
  await expect(dialog.getByRole('group', { name: 'Models' }).getByRole('option').first()).toBeVisible();
  await dialog.getByRole('combobox').fill('greta');
  await expect(dialog.getByRole('group', { name: 'Team members' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${CONSOLE}/team`);
  await expectWorking(page);
});

test('an API key listed with a text id is created, rotated and revoked; its usage says what it left out', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await createRotateRevokeKey(page, `Variant ${Date.now().toString(36)}`);
  await expectWorking(page);

  await page.getByRole('button', { name: 'Usage of Demo key' }).click();
  const drawer = page.getByRole('dialog', { name: 'Usage of “Demo key”' });
  await expect(drawer.getByRole('columnheader', { name: 'Model' })).toBeVisible();
  await expect(
    drawer.getByRole('status').filter({ hasText: /^2 usage entries could not be read/ }),
  ).toBeVisible();
  await expectWorking(page);
});

test('an invitation is sent and listed beside the ones read from text', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team`);
  const invitations = page.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('maja.berg@nordlys.example');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to maja.berg@nordlys.example')).toBeVisible();
  await expect(invitations.getByText('maja.berg@nordlys.example')).toBeVisible();
  await expectWorking(page);
});

test('credit is added with the default card, beside a SEPA mandate and a PayPal account', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  await expect(page.getByText('SEPA Direct Debit ending in 3000')).toBeVisible();
  await addFiftyEurosOfCredit(page);
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

test('signing out ends at the sign-in screen', async ({ page, request }) => {
  await expectSignOutThroughMenu(page, request);
});
