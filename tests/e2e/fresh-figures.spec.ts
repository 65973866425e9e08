import type { Locator, Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import { CONSOLE, DEMO_ADMIN, DEMO_API_KEY, signIn } from './support/mock-platform';

// Fresh figures: calls made with a key show in its usage without a reload. The calls change the shared mock
// platform's usage, so this file runs in the serial `mock-control` project (playwright.config.ts).

/** The value under a figure's label (`dt`). */
const stat = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const numberOf = (text: string | null) => Number((text ?? '').replace(/[\s\u00a0\u202f,]/g, ''));

async function openDemoKeyUsage(page: Page) {
  await page.getByRole('button', { name: 'Usage of Demo key' }).click();
  const usage = page.getByRole('dialog', { name: 'Usage of “Demo key”' });
  await expect(stat(usage, 'Requests')).toHaveText(/^\d/);
  return usage;
}

test('five playground calls with a key show in its usage drawer, with its last use, without a reload', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  // A full load would drop this mark: it proves the figures below came without one.
  await page.evaluate(() => ((window as Window & { noReload?: boolean }).noReload = true));
  let usage = await openDemoKeyUsage(page);
  const before = numberOf(await stat(usage, 'Requests').textContent());
  await page.keyboard.press('Escape');
  await expect(usage).toBeHidden();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Models' }).click();
  await page.getByRole('table').getByRole('link', { name: 'mistral-small-3.2-24b' }).click();
  const drawer = page.getByRole('dialog', { name: 'mistral-small-3.2-24b' });
  await drawer.getByRole('tab', { name: 'Test' }).click();
  await drawer.getByLabel('API key (optional)').fill(DEMO_API_KEY);
  await drawer.getByRole('textbox', { name: 'Message 1' }).fill('Hej! Vad heter Sveriges största sjö?');
  for (let call = 0; call < 5; call += 1) {
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/v1/chat/completions') && response.status() === 200,
    );
    await drawer.getByRole('button', { name: 'Send' }).click();
    await answered;
    await expect(drawer.getByRole('button', { name: 'Send' })).toBeEnabled();
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await nav.getByRole('link', { name: 'API Keys' }).click();
  usage = await openDemoKeyUsage(page);
  await expect(stat(usage, 'Requests')).toHaveText(String(before + 5).replace(/\B(?=(\d{3})+$)/g, ','));
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await expect(usage.getByTestId('key-last-used')).toHaveText(
    new RegExp(`^Last used ${today} \\d\\d:\\d\\d$`),
  );
  await expect(usage.getByTestId('refresh-control')).toContainText(/^Updated \d\d:\d\d/);
  expect(await page.evaluate(() => (window as Window & { noReload?: boolean }).noReload)).toBe(true);
});
