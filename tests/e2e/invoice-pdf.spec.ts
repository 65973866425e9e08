import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { CONSOLE, DEMO_ADMIN, DEMO_MEMBER, signIn } from './support/mock-platform';

// An invoice row's "Download PDF": the mock platform renders the PDF; the console saves it under the
// invoice's number. It changes nothing, so it runs with the shared mock platform.

async function billing(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password, `${CONSOLE}/billing`);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The newest invoice's row and its number. */
async function newestInvoice(page: Page) {
  const row = page.getByTestId('invoices-table').getByRole('row').nth(1);
  const number = (await row.locator('td').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^EU-\d{4}-\d{4}$/);
  return { row, number };
}

test('an admin saves an invoice as invoice-<number>.pdf from the keyboard', async ({ page }) => {
  await billing(page, DEMO_ADMIN);
  const { row, number } = await newestInvoice(page);
  const button = row.getByRole('button', { name: `Download invoice ${number} as PDF` });
  await button.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const bytes = await readFile((await saved.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(`Invoice saved as invoice-${number}.pdf`)).toBeVisible();
});

test('a member may download invoices too; the PDF is asked for in the interface language', async ({
  page,
}) => {
  await billing(page, DEMO_MEMBER);
  const { row, number } = await newestInvoice(page);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/pdf'));
  const download = page.waitForEvent('download');
  await row
    .getByRole('button', {
      name: new RegExp(`^(Download invoice ${number} as PDF|Ladda ned faktura ${number} som PDF)$`),
    })
    .click();
  const language = (await page.locator('html').getAttribute('lang'))?.slice(0, 2);
  expect(new URL((await asked).url()).searchParams.get('lang')).toBe(language);
  expect((await download).suggestedFilename()).toBe(`invoice-${number}.pdf`);
});
