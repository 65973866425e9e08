import type { Page } from '@playwright/test';

import { scaled } from './support/budget';
import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, signIn, WRITE_HEADERS } from './support/mock-platform';
import { expectNothingInjected, failOnDialog, XSS_PAYLOADS } from './support/security';

// Security: text that people or the server choose (key names and descriptions, member
// names, the company's name, a server's error message) is shown as text on every screen that shows it: the
// literal text is visible, nothing it spells out as markup exists, no script of it ran (`window.__xss`).
// The data is seeded through the platform's API with the page's session (what any user could do) and, for
// the company name and the server's message, the mock's control API. It changes the shared mock, so
// playwright.config.ts runs this file in the serial mock-control project, which puts the mock back before every
// test.

const NORDLYS_VAT = 'SE556677889901';

test.describe.configure({ timeout: scaled(120_000) });

/** The payload as text anywhere in `scope`, as a person sees it. */
const shown = (scope: Page | ReturnType<Page['getByRole']>, payload: string) =>
  scope.getByText(payload, { exact: true }).first();

async function seed(page: Page, method: 'post' | 'put', path: string, data: unknown, status: number) {
  const response = await page.request[method](`${API}${path}`, { headers: WRITE_HEADERS, data });
  expect(response.status(), `${method} ${path}`).toBe(status);
}

test('API key names and descriptions: the list, a key usage, the palette, the toasts and the overview', async ({
  page,
}) => {
  const dialogs = failOnDialog(page);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  for (const payload of XSS_PAYLOADS) {
    await seed(page, 'post', '/v1/api-keys', { name: payload, description: payload }, 201);
  }
  await page.reload();
  const table = page.getByRole('table');
  for (const payload of XSS_PAYLOADS) {
    await expect(table.locator('.key-name').getByText(payload, { exact: true })).toBeVisible();
    await expect(table.locator('td').getByText(payload, { exact: true }).last()).toBeVisible();
  }
  await expectNothingInjected(page);

  // A key's details (its usage drawer, titled with its name).
  for (const payload of XSS_PAYLOADS.slice(0, 3)) {
    await page.getByRole('button', { name: `Usage of ${payload}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Usage of “${payload}”` });
    await expect(drawer).toBeVisible();
    await expectNothingInjected(page);
    // Escape is taken once the drawer holds focus, not when it is first drawn.
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // The command palette finds the keys by name and lists them as text.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  for (const payload of [XSS_PAYLOADS[0], XSS_PAYLOADS[5], XSS_PAYLOADS[9]]) {
    await palette.getByRole('combobox').fill(payload);
    await expect(palette.getByRole('option').filter({ hasText: payload }).first()).toBeVisible();
    await expectNothingInjected(page);
  }
  await page.keyboard.press('Escape');

  // Toasts name the key: create through the dialog, revoke through the row.
  const created = XSS_PAYLOADS[2];
  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('textbox', { name: /Name/ }).fill(`${created} (ui)`);
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(`The key “${created} (ui)” was created.`)).toBeVisible();
  await page.getByRole('dialog', { name: 'Your new API key' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: `Revoke ${XSS_PAYLOADS[1]}`, exact: true }).click();
  const revoke = page.getByRole('alertdialog', { name: `Revoke “${XSS_PAYLOADS[1]}”?` });
  await revoke.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText(`The key “${XSS_PAYLOADS[1]}” was revoked.`)).toBeVisible();
  await expectNothingInjected(page);

  await page.goto(`${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active API keys' })).toBeVisible();
  await expectNothingInjected(page);
  expect(dialogs).toEqual([]);
});

test('member names (team list, user menu) and the company name (settings) render as text', async ({
  page,
  mockPlatform,
}) => {
  const dialogs = failOnDialog(page);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team`);
  const users = (await (await page.request.get(`${API}/v1/users`)).json()) as { id: number; email: string }[];
  // The admin herself first (her name is in the top bar's menu), then teammates: one payload each.
  const admin = users.find((user) => user.email === DEMO_ADMIN.email);
  const others = users.filter((user) => user !== admin);
  const renamed = [admin, ...others].slice(0, XSS_PAYLOADS.length);
  for (const [i, user] of renamed.entries()) {
    await seed(page, 'put', `/v1/users/${user?.id}`, { name: XSS_PAYLOADS[i] }, 200);
  }
  await page.reload();
  const members = page.getByRole('region', { name: 'Team members' });
  for (const payload of XSS_PAYLOADS) await expect(shown(members, payload)).toBeVisible();
  await expectNothingInjected(page);

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu').getByText(XSS_PAYLOADS[0], { exact: true })).toBeVisible();
  await expectNothingInjected(page);
  await page.keyboard.press('Escape');

  await page.goto(`${CONSOLE}/settings`);
  const company = page.getByRole('region', { name: 'Company' });
  await expect(company).toBeVisible();
  for (const payload of XSS_PAYLOADS) {
    await mockPlatform.renameCompany(NORDLYS_VAT, payload);
    await page.reload();
    await expect(shown(company, payload)).toBeVisible();
    await expectNothingInjected(page);
  }
  await page.goto(`${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNothingInjected(page);
  expect(dialogs).toEqual([]);
});

test("a server's error message (a declined card in billing) renders as text", async ({
  page,
  mockPlatform,
}) => {
  const dialogs = failOnDialog(page);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/billing`);
  await page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('button', { name: 'Add card' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  for (const payload of XSS_PAYLOADS) {
    // PAYMENT_FAILED is the catalogue code whose server message the console shows (spec section 8).
    await mockPlatform.setFault('addPaymentMethod', { code: 'PAYMENT_FAILED', message: payload, times: 1 });
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(shown(page, payload)).toBeVisible();
    await expectNothingInjected(page);
  }
  expect(dialogs).toEqual([]);
});

test('the checks catch an injection (a canary, so a passing run means something)', async ({ page }) => {
  await page.setContent('<main><p>before</p></main>');
  // eslint-disable-next-line no-restricted-syntax -- the canary injects markup on purpose
  const inject = (html: string) => document.querySelector('main')?.insertAdjacentHTML('beforeend', html);
  for (const payload of XSS_PAYLOADS.slice(0, 3)) await page.evaluate(inject, payload);
  await expect(expectNothingInjected(page)).rejects.toThrow();
  await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBe(1);
});
