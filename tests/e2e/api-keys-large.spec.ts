import { scaled } from './support/budget';
import { expect, test } from './support/mock-control';
import { CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// The `large` scenario (10,000 keys) changes the shared mock platform, so playwright.config.ts runs this
// spec in the serial mock-control project; the scenario goes back to `default` afterwards.

test('10,000 keys: the list renders only what is in view and scrolls to the very last key', async ({
  page,
  mockPlatform,
}) => {
  test.setTimeout(scaled(90_000));
  await mockPlatform.reset('large');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByText(/^10,00\d keys$/)).toBeVisible();
  const total = Number(await table.getAttribute('aria-rowcount'));
  expect(total).toBeGreaterThan(10_000);
  // Only the rows in view (and a few beyond) are in the DOM.
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80);

  const region = page.getByRole('region', { name: 'API keys' });
  const rowHeight = await table
    .locator('tbody tr[aria-rowindex]')
    .first()
    .evaluate((row) => row.clientHeight);
  // Down the whole list in twenty jumps: at each, the rows of that place are there (and only they).
  for (let step = 1; step <= 20; step += 1) {
    const expectedRow = await region.evaluate(
      (element, { fraction, height }) => {
        element.scrollTop = (element.scrollHeight - element.clientHeight) * fraction;
        return Math.round(element.scrollTop / height);
      },
      { fraction: step / 20, height: rowHeight },
    );
    await expect(
      table.locator(`tbody tr[aria-rowindex="${Math.min(total, Math.max(2, expectedRow))}"]`),
    ).toBeAttached();
    expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(80);
  }
  await expect(table.locator(`tbody tr[aria-rowindex="${total}"]`)).toBeVisible();
  await expect(page.getByRole('row').last()).toBeInViewport();

  // Filtering 10,000 keys answers at once.
  await page.getByRole('searchbox', { name: 'Filter keys' }).fill('Demo key');
  await expect(page.getByText(/^1 of 10,00\d keys matches$/)).toBeVisible();
});
