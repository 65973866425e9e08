import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { MICROS_PER_CENT, microsToCents } from '../../src/i18n/money';

import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, signIn, WRITE_HEADERS } from './support/mock-platform';
import { numberOf } from './support/top-up';
import { AUTHENTICATION_FAILED, authenticationChallenge, CARD } from './support/wizard';

// Billing & Usage. Changing plan and cards changes the shared mock platform, so this file runs in
// the serial `mock-control` project (playwright.config.ts) and puts the mock platform back to its seed
// before each test.

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Usage' })).toBeVisible();
});

const region = (page: Page, name: string) => page.getByRole('region', { name });
const cellTexts = async (row: ReturnType<Page['locator']>) =>
  (await row.locator('td').allTextContents()).map((text) => text.replace(/[\u00a0\u202f]/g, ' ').trim());

/** The CSV's exact amount (`12.030569`) in micro-euros, digit for digit. */
function csvMicros(text: string | undefined): number {
  expect(text).toMatch(/^\d+\.\d{6}$/);
  return Number((text ?? '').replace('.', ''));
}

/** A shown figure of exact micro-euros: rounded once to the cent, and "< €0.01" for less than a cent. */
function expectShown(text: string, micros: number, what: string | undefined) {
  if (micros > 0 && micros < MICROS_PER_CENT) expect(text.replace(/\s/g, ' '), what).toBe('< €0.01');
  else expect(Math.round(numberOf(text) * 100), what).toBe(microsToCents(micros));
}

test('change plan: the confirmation states what the preview charges now and later; the invoice matches it to the cent', async ({
  page,
}) => {
  const wallet = region(page, 'Wallet');
  await expect(wallet.getByTestId('wallet-plan')).toHaveText('Wallet 50');
  await wallet.getByRole('button', { name: 'Change plan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByText('Wallet 500', { exact: true }).click();
  const previewed = page.waitForResponse(
    (response) =>
      response.url() === `${API}/v1/billing/subscription/preview` && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const preview = (await (await previewed).json()) as { chargedNow: { amount: number } };

  const confirm = page.getByRole('dialog', { name: 'Switch to Wallet 500?' });
  const chargedNow = confirm.getByTestId('charged-now');
  await expect(chargedNow).toHaveText(/^Charged now: €[\d,.]+ \(to Visa •••• 4242\)$/);
  expect(numberOf((await chargedNow.textContent())?.match(/€[\d,.]+/)?.[0] ?? '')).toBe(
    preview.chargedNow.amount,
  );
  await expect(confirm.getByTestId('charged-later')).toHaveText(/^From \d{4}-\d{2}-01: €500 \/ month$/);
  const change = page.waitForRequest(
    (request) => request.url() === `${API}/v1/billing/subscription` && request.method() === 'PUT',
  );
  await confirm.getByRole('button', { name: 'Switch plan' }).click();
  expect((await change).postDataJSON()).toEqual({ planId: 'wallet_500_monthly', quantity: 1 });

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('You are now on Wallet 500')).toBeVisible();
  await expect(wallet.getByTestId('wallet-plan')).toHaveText('Wallet 500');
  await expect(wallet).toContainText(/€500 \/ month · €550 wallet credit/);
  // The change's charge is the newest invoice, to the cent of the preview.
  const newest = region(page, 'Invoices').getByRole('row').nth(1);
  await expect(newest).toContainText('Paid');
  expect(numberOf((await cellTexts(newest))[2] ?? '')).toBe(preview.chargedNow.amount);
});

test('add credit with a card that asks for 3-D Secure: the charge is stated, then approved; wallet and invoices follow', async ({
  page,
}) => {
  // The 3-D Secure card becomes the default card.
  const methods = region(page, 'Payment methods');
  await methods.getByRole('button', { name: 'Add card' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add a card' });
  await addCard.getByRole('textbox', { name: 'Card number' }).fill(CARD.alwaysAuthenticate);
  await addCard.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await addCard.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await addCard.getByText('Make this my default card').click();
  await addCard.getByRole('button', { name: 'Add card' }).click();
  await authenticationChallenge(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const wallet = region(page, 'Wallet');
  const before = numberOf((await wallet.getByTestId('wallet-balance').textContent()) ?? '');
  await wallet.getByRole('button', { name: 'Add credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add credit' });
  await dialog.getByRole('button', { name: '€50' }).click();
  await expect(dialog.getByTestId('top-up-summary')).toHaveText(
    'Charged now: €50, VAT included (to Visa •••• 3184)Added to your wallet: €50',
  );

  // A failed challenge charges nothing and says so.
  await dialog.getByRole('button', { name: 'Pay €50' }).click();
  await authenticationChallenge(page).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your bank did not confirm the payment. Nothing was charged.',
  );

  await dialog.getByRole('button', { name: 'Pay €50' }).click();
  await authenticationChallenge(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('€50 added to your wallet')).toBeVisible();
  await expect
    .poll(async () => numberOf((await wallet.getByTestId('wallet-balance').textContent()) ?? ''))
    .toBeCloseTo(before + 50, 2);
  const newest = region(page, 'Invoices').getByRole('row').nth(1);
  await expect(newest).toContainText('Paid');
  expect((await cellTexts(newest))[2]).toBe('€50');
});

test('add a card through the card provider (4242 4242 4242 4242), then remove cards down to the last', async ({
  page,
}) => {
  const methods = region(page, 'Payment methods');
  await expect(methods.getByTestId('payment-method')).toHaveCount(2);

  await methods.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  const saved = page.waitForRequest(
    (request) => request.url() === `${API}/v1/billing/payment-methods` && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add card' }).click();
  expect((await saved).postDataJSON()).toEqual({ token: 'pm_card_visa', type: 'card', setDefault: false });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(methods.getByTestId('payment-method')).toHaveCount(3);
  await expect(page.getByText('Visa ending in 4242 added')).toBeVisible();

  // Remove the Mastercard, then the first Visa: the one left cannot go, and says why.
  for (const name of ['Mastercard ending in 4444', 'Visa ending in 4242']) {
    await methods
      .getByRole('button', { name: `Remove ${name}` })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${name}?` });
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  await expect(methods.getByTestId('payment-method')).toHaveCount(1);
  const last = methods.getByRole('button', { name: /^Remove / });
  await expect(last).toBeDisabled();
  await expect(methods.getByText('Your only card cannot be removed. Add another card first.')).toBeVisible();
  await expect(last).toHaveAccessibleDescription('Your only card cannot be removed. Add another card first.');
});

test('add a card that asks for 3-D Secure: a failed challenge adds nothing; an approved one adds it', async ({
  page,
}) => {
  const methods = region(page, 'Payment methods');
  await expect(methods.getByTestId('payment-method')).toHaveCount(2);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API}/v1/billing/payment-methods` && request.method() === 'POST') {
      saves.push(request.postData() ?? '');
    }
  });

  await methods.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(CARD.alwaysAuthenticate);
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  const setupIntent = page.waitForResponse(
    (response) =>
      response.url() === `${API}/v1/billing/setup-intents` && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add card' }).click();
  expect((await setupIntent).status()).toBe(201);

  // Fail: Stripe's message under the card, the dialog open, nothing saved.
  const challenge = authenticationChallenge(page);
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(dialog.getByText(AUTHENTICATION_FAILED)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  expect(saves).toEqual([]);

  // Escape in the challenge fails it too, and leaves the Add card dialog open.
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(challenge).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(challenge).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(AUTHENTICATION_FAILED)).toBeVisible();

  // Approve: the confirmed payment method is saved and listed.
  await dialog.getByRole('textbox', { name: 'Card number' }).clear();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(CARD.authentication);
  await expect(dialog.getByText(AUTHENTICATION_FAILED)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(methods.getByTestId('payment-method')).toHaveCount(3);
  await expect(page.getByText('Visa ending in 3155 added')).toBeVisible();
  expect(saves.map((body) => JSON.parse(body) as unknown)).toEqual([
    { token: 'pm_card_authenticationRequiredSetupForOffSession', type: 'card', setDefault: false },
  ]);
});

test('the CSV export: daily rows per model and key that add up to the page’s table and totals', async ({
  page,
}) => {
  // A playground call made with the session (no key) is billed: it shows as the console's line.
  const call = await page.request.post(`${API}/v1/chat/completions`, {
    headers: WRITE_HEADERS,
    data: { model: 'gemma-3-12b-it', messages: [{ role: 'user', content: 'Hej' }] },
  });
  expect(call.ok()).toBe(true);
  await page.reload();
  const usage = region(page, 'Usage');
  // The period lives in the URL: the radio is checked once the navigation it starts has settled.
  for (const days of [7, 30, 90]) {
    const radio = usage.getByRole('radio', { name: `${days} days` });
    await radio.click({ force: true });
    await expect(radio).toBeChecked();
    // 30 days is the default, which the URL leaves out.
    if (days !== 30) await expect(page).toHaveURL(new RegExp(`[?&]days=${days}\\b`));
    else await expect(page).not.toHaveURL(/[?&]days=/);
    const period = (await usage.getByTestId('usage-period').textContent()) ?? '';
    const [from, to] = period.split(' – ');
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const table = usage.getByTestId('usage-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(usage.locator('[aria-busy="true"]')).toHaveCount(0);
    const modelRows = await Promise.all((await table.locator('tbody tr').all()).map(cellTexts));
    const footer = await cellTexts(table.locator('tfoot tr'));
    const shownCost =
      (await usage.getByTestId('usage-totals').locator('[data-total="cost"]').textContent()) ?? '';

    const downloading = page.waitForEvent('download');
    await usage.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`usage_${from}_${to}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'Date,Model,API key,Key status,Input tokens,Output tokens,Total tokens,Cost in EUR (exact to 6 decimals)',
    );
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    const total = (lines.at(-1) ?? '').split(',');
    expect(total[0]).toBe('Total');
    // Every row is a day of the period, with a key (or the console) named.
    expect(rows.every(([date]) => (date ?? '') >= (from ?? '') && (date ?? '') <= (to ?? ''))).toBe(true);
    expect(rows.every((row) => (row[2] ?? '') !== '')).toBe(true);
    expect(rows.some((row) => row[2] === 'Console (playground)')).toBe(true);
    // The CSV's exact rows add up to its Total row to the micro-euro.
    const exactTotal = csvMicros(total[7]);
    expect(rows.reduce((sum, row) => sum + csvMicros(row[7]), 0)).toBe(exactTotal);
    // Per model, the table shows the exact sum of the CSV's rows, rounded once; the footer and the totals
    // show the exact total rounded once.
    for (const shown of modelRows) {
      const mine = rows.filter((row) => row[1] === shown[0]);
      expectShown(
        shown[4] ?? '',
        mine.reduce((sum, row) => sum + csvMicros(row[7]), 0),
        shown[0],
      );
      expect(mine.reduce((sum, row) => sum + Number(row[6]), 0)).toBe(numberOf(shown[3] ?? ''));
    }
    expectShown(footer[4] ?? '', exactTotal, 'footer');
    expectShown(shownCost, exactTotal, 'totals');
  }
});

test('the usage totals are what the API keys’ usage adds up to for the same days', async ({ page }) => {
  const usage = region(page, 'Usage');
  await expect(usage.getByRole('radio', { name: '30 days' })).toBeChecked();
  const period = (await usage.getByTestId('usage-period').textContent()) ?? '';
  const [start, end] = period.split(' – ');
  const totals = usage.getByTestId('usage-totals');
  await expect(totals).toBeVisible();
  const shown = async (key: string) =>
    numberOf((await totals.locator(`[data-total="${key}"]`).textContent()) ?? '');

  // The API keys' usage, key by key, for the same period, with the page's own session.
  const keys = (await (await page.request.get(`${API}/v1/api-keys`)).json()) as { id: number }[];
  let input = 0;
  let output = 0;
  for (const key of keys) {
    const answer = await page.request.get(
      `${API}/v1/api-keys/${key.id}/usage?start_date=${start}&end_date=${end}`,
    );
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { models: { tokens: { input: number; output: number } }[] };
    for (const model of body.models) {
      input += model.tokens.input;
      output += model.tokens.output;
    }
  }
  expect(input).toBeGreaterThan(0);
  expect(await shown('input')).toBe(input);
  expect(await shown('output')).toBe(output);
  expect(await shown('total')).toBe(input + output);
});

test('the low-balance warning: a threshold above the balance shows it at once', async ({ page }) => {
  const wallet = region(page, 'Wallet');
  const balance = numberOf((await wallet.getByTestId('wallet-balance').textContent()) ?? '');
  await expect(wallet.getByRole('alert')).toHaveCount(0);
  const field = wallet.getByRole('textbox', { name: 'Warn me when the balance is below (€)' });
  await field.fill(String(Math.ceil(balance) + 10));
  // The low-balance form's Save (the automatic recharge has its own).
  const form = wallet
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Warn me when the balance is below (€)' }) });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(wallet.getByRole('alert')).toContainText('Your balance is low');
  await expect(page.getByText('Low-balance warning saved')).toBeVisible();
  await page.reload();
  await expect(region(page, 'Wallet').getByRole('alert')).toContainText('Your balance is low');
});
