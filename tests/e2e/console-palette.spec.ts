import { expect, test, type Page } from '@playwright/test';

import { API, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';
import { pauseClock, queuedWorkDone } from './support/page-time';

// Spec section 2: the command palette and the New Project dialog.

async function signedIn(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await queuedWorkDone(page); // the shortcuts' listeners are attached by effects, after the render
}

test('Ctrl+K opens the palette with its placeholder and hint; Escape closes it', async ({ page }) => {
  await signedIn(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  const input = dialog.getByRole('combobox');
  await expect(input).toHaveAttribute('placeholder', 'Search commands...');
  await expect(dialog.getByText('Start typing to search...')).toBeVisible();
  await expect(input).toBeFocused();

  const { panel, viewport } = await page.evaluate(() => ({
    panel: Number.parseFloat(
      getComputedStyle(document.querySelector('[role="listbox"]')!.parentElement!).maxHeight,
    ),
    viewport: window.innerHeight,
  }));
  expect(panel).toBeLessThanOrEqual(viewport * 0.6 + 1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

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

test('arrow keys move the selection and an empty search says so', async ({ page }) => {
  await signedIn(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('key');
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await dialog.getByRole('combobox').fill('zzzz-nothing');
  await expect(dialog.getByText('No results found for "zzzz-nothing"')).toBeVisible();
});

test('the New Project dialog: name required, a simulated 1.5 s creation, then reset and closed, no server call', async ({
  page,
}) => {
  // The 1.5 s is measured on the page's clock, which the test moves: installed before the first page.
  await page.clock.install();
  await signedIn(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API) && request.method() !== 'GET') calls.push(request.url());
  });

  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(
    dialog.getByText('isolated in their own namespace, with separate billing and quotas'),
  ).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Create Project' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Project Name').fill('Support assistant');
  await dialog.getByLabel('Team').selectOption({ label: 'Engineering' });
  await dialog.getByLabel('Environment Type').selectOption({ label: 'staging' });
  await expect(submit).toBeEnabled();

  // From the click on, the page's time moves only when the test moves it.
  await pauseClock(page);
  await submit.click();
  const creating = dialog.getByRole('button', { name: 'Creating project...' });
  await expect(creating).toBeDisabled();
  await page.clock.runFor(1_400);
  await expect(creating).toBeDisabled();
  await expect(dialog).toBeVisible();
  await page.clock.runFor(150);
  await expect(dialog).toBeHidden();
  await page.clock.resume();
  expect(calls).toEqual([]);

  await page.keyboard.press('Control+n');
  await expect(page.getByRole('dialog', { name: 'New Project' }).getByLabel('Project Name')).toHaveValue('');
});
