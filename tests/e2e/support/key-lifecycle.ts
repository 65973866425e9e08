import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Creates a key named `name` on the API keys page, rotates it and revokes it, checking that a secret is shown
 * each time and that the list follows: the walk a scenario's answers must not break. `created` checks the new
 * key's row before it is rotated.
 */
export async function createRotateRevokeKey(
  page: Page,
  name: string,
  created?: (row: Locator, secret: string) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('textbox', { name: /Name/ }).fill(name);
  await create.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await shown.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(/^sk-/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await created?.(row, secret);

  await page.getByRole('button', { name: `Rotate ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Rotate “${name}”?` })
    .getByRole('button', { name: 'Rotate key' })
    .click();
  const rotated = page.getByRole('alertdialog', { name: `The new secret of “${name}”` });
  const newSecret = await rotated.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(newSecret).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Revoke ${name}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Revoke “${name}”?` })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByText(`The key “${name}” was revoked.`)).toBeVisible();
  await expect(row).toHaveCount(0);
}
