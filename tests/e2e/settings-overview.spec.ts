import type { Page } from '@playwright/test';

import { microsToCents, sumMicros } from '../../src/i18n/money';

import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// Settings (profile, theme synced with the account) and the Overview (figures as the API has them,
// next steps). These change the shared mock platform (a profile, settings, the empty scenario), so
// playwright.config.ts runs them in the serial mock-control project, which resets the data before each test.
test.describe.configure({ mode: 'serial' });

async function signedIn(page: Page, path = '/') {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A `GET` of the API from the page itself, with its session cookie: what the console reads. */
async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ base, path: p }) => {
      // eslint-disable-next-line no-restricted-globals -- the browser's fetch, not the app's code
      const response = await fetch(`${base}${p}`, { credentials: 'include' });
      return (await response.json()) as T;
    },
    { base: API, path },
  );
}

/** Money as the English console shows it (i18n/format.ts, billing's costs to the cent), with plain spaces. */
function money(amount: number): string {
  const cents = Math.round((amount + Number.EPSILON) * 100) / 100;
  const whole = Number.isInteger(cents);
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
    .format(cents)
    .replace(/\s/g, ' ');
}

/** An element's text with its (no-break) spaces made plain. */
const plainText = async (page: Page, region: string, selector = 'dd, p') =>
  (await page.getByRole('region', { name: region }).locator(selector).allInnerTexts()).map((text) =>
    text.replace(/\s/g, ' '),
  );

interface Profile {
  name: string;
  phone: string | null;
  settings: { theme: string; language: string; notifications: boolean };
}

test('a saved profile is there after a reload, and in the user menu', async ({ page }) => {
  await signedIn(page, '/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  const name = profile.getByRole('textbox', { name: 'Name' });
  const phone = profile.getByRole('textbox', { name: 'Phone' });
  const save = profile.getByRole('button', { name: 'Save' });
  await expect(name).toHaveValue(DEMO_ADMIN.name);
  await expect(save).toBeDisabled();

  await name.fill('');
  await expect(profile.getByText('Name is required')).toBeVisible();
  await name.fill('Anna Lindqvist-Berg');
  await phone.fill('+46 70 765 43 21');
  await save.click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(name).toHaveValue('Anna Lindqvist-Berg');
  await expect(phone).toHaveValue('+46 70 765 43 21');
  const me = await apiFromPage<Profile>(page, '/v1/users/me');
  expect([me.name, me.phone]).toEqual(['Anna Lindqvist-Berg', '+46 70 765 43 21']);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu').getByText('Anna Lindqvist-Berg', { exact: true })).toBeVisible();
});

test('a theme chosen in Settings is kept locally and on the account; the account wins at the next start', async ({
  page,
}) => {
  await signedIn(page, '/settings');
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await preferences.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect
    .poll(async () => (await apiFromPage<Profile>(page, '/v1/users/me')).settings.theme)
    .toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(preferences.getByRole('radio', { name: 'Dark' })).toBeChecked();

  // Another device's choice (here: the key changed behind the console's back) gives way to the account's.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The shell's switch saves to the account as well.
  await page.getByRole('banner').getByRole('radiogroup', { name: 'Colour mode' }).getByTitle('Light').click();
  await expect
    .poll(async () => (await apiFromPage<Profile>(page, '/v1/users/me')).settings.theme)
    .toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the overview shows the balance, spend, keys and members the API has', async ({ page }) => {
  await signedIn(page, '/');
  const wallet = await apiFromPage<{ balance: { amount: number } }>(page, '/v1/billing/wallet');
  const tokens = await apiFromPage<{
    total: { cost: { amount: number } };
    usage: { daily: { cost: { amount: number } }[] };
  }>(page, '/v1/usage/tokens');
  const billing = await apiFromPage<{ total: { amount: number } }>(page, '/v1/billing/usage');
  const keys = await apiFromPage<{ active: boolean }[]>(page, '/v1/api-keys');
  const users = await apiFromPage<{ active: boolean }[]>(page, '/v1/users');

  // The platform's period total is one figure, whichever endpoint says it.
  expect(money(tokens.total.cost.amount)).toBe(money(billing.total.amount));
  // The overview shows the exact sum of the period's daily rows, rounded once (docs/money.md), as the billing
  // page sums the same rows.
  const spend = microsToCents(sumMicros(tokens.usage.daily.map((row) => row.cost.amount))) / 100;

  await expect(page.getByRole('region', { name: 'Wallet balance' }).locator('p').first()).toBeVisible();
  expect(await plainText(page, 'Wallet balance')).toContain(money(wallet.balance.amount));
  await expect.poll(() => plainText(page, 'Spend this period')).toContain(money(spend));
  await expect
    .poll(() => plainText(page, 'Active API keys'))
    .toContain(String(keys.filter((k) => k.active).length));
  await expect
    .poll(() => plainText(page, 'Team members'))
    .toContain(String(users.filter((u) => u.active).length));
  await expect(page.getByRole('region', { name: 'Model status' })).toContainText('chat endpoints up');
  // Nordlys has keys, usage and colleagues: no next steps.
  await expect(page.getByRole('region', { name: 'Next steps' })).toHaveCount(0);
});

test('a new account gets next steps that lead to the right pages', async ({ page, mockPlatform }) => {
  await mockPlatform.reset('empty');
  await signedIn(page, '/');
  const steps = page.getByRole('region', { name: 'Next steps' });
  await expect(steps.getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Active API keys' })).toContainText('No active keys yet.');

  // Each leads to its page, with the dialog the step is about already open where there is one.
  const arrivals = [
    [
      'Create an API key',
      `${CONSOLE}/api-keys?create=true`,
      page.getByRole('dialog', { name: 'Create API key' }),
    ],
    ['Try a model', `${CONSOLE}/models`, page.getByRole('heading', { level: 1, name: 'Models' })],
    ['Invite a colleague', `${CONSOLE}/team?invite=true`, page.getByRole('dialog', { name: /Invite/ })],
  ] as const;
  for (const [name, url, arrived] of arrivals) {
    await steps.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(url);
    await expect(arrived).toBeVisible();
    await page.goto('/');
  }
});
