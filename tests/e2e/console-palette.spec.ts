import { expect, test, type Page } from '@playwright/test';

import { CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';
import { queuedWorkDone } from './support/page-time';

// Spec section 2: the command palette and the New Project dialog.

async function signedIn(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await queuedWorkDone(page); // the shortcuts' listeners are attached by effects, after the render
}

test('searches case-insensitively across pages, models, API keys and members; Enter opens the result', async ({
  page,
}) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Search Ctrl K' }).click();
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('TEAM');
  await expect(dialog.getByRole('option', { name: /^Team/ }).first()).toBeVisible();

  await dialog.getByRole('combobox').fill('anna');
  await expect(dialog.getByRole('group', { name: 'Team members' }).getByRole('option').first()).toContainText(
    'Anna',
  );

  await dialog.getByRole('combobox').fill('mistral');
  await expect(dialog.getByRole('group', { name: 'Models' }).getByRole('option').first()).toBeVisible();

  await dialog.getByRole('combobox').fill('api keys');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${CONSOLE}/api-keys`);
});
