import { expect, test, type Page } from '@playwright/test';

import { scaled } from './support/budget';
import { expectNoHorizontalScroll, expectVisibleFocus, tabTo } from './support/a11y';
import { CONSOLE, DEMO_ADMIN, isProviderPage } from './support/mock-platform';

// Accessibility: the flows done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows;
// never a click), with a visible focus indicator at each stop; reflow at 320 px; and the announcements
// (toasts role=status, form errors role=alert or a live region). Nothing here changes data others read:
// the key made is the test's own and is revoked again.

test.describe.configure({ timeout: scaled(60_000) });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in from the console's sign-in view through the provider's page, with the keyboard only. */
async function signInWithKeyboard(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(isProviderPage);

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(who.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin === CONSOLE);
}

test('sign in (the provider’s page too), then create an API key and close its reveal, keyboard only', async ({
  page,
}) => {
  await signInWithKeyboard(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // To the API keys through the side menu.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'API Keys' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  const createButton = page.getByRole('button', { name: 'Create key' });
  await tabTo(page, createButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog).toBeVisible();

  // An empty name is refused, and the error is announced.
  const nameField = dialog.getByRole('textbox', { name: /Name/ });
  await tabTo(page, nameField);
  await tabTo(page, dialog.getByRole('button', { name: 'Create key' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert').or(dialog.locator('[aria-live]')).first()).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');

  const name = unique('Keyboard');
  await tabTo(page, nameField, { backwards: true });
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByRole('button', { name: 'Create key' }));
  await page.keyboard.press('Enter');

  const revealed = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(revealed.getByRole('textbox', { name: 'Secret key' })).toBeVisible();
  // The success toast is a polite status message.
  await expect(page.getByRole('status').filter({ hasText: `The key “${name}” was created.` })).toBeVisible();
  await tabTo(page, revealed.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(revealed).toBeHidden();
  await expect(createButton).toBeFocused();
  await expectVisibleFocus(page);

  // Revoke it again, still from the keyboard: the confirmation starts on its safe choice.
  await tabTo(page, page.getByRole('button', { name: `Revoke ${name}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Revoke key' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `The key “${name}” was revoked.` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the command palette and a dialog are reached and left with the keyboard', async ({ page }) => {
  await signInWithKeyboard(page, DEMO_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const search = page.getByRole('button', { name: 'Search Ctrl K' });
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Settings');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('reflow: at 320 px wide no screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectNoHorizontalScroll(page, '/auth');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(isProviderPage);
  await expectNoHorizontalScroll(page, 'the provider’s sign-in page');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.origin === CONSOLE);

  const screens: [string, string][] = [
    ['/', 'Overview'],
    ['/models', 'Models'],
    ['/api-keys', 'API Keys'],
    ['/team', 'Team'],
    ['/billing', 'Billing & Usage'],
    ['/settings', 'Settings'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let lists and charts that load after the heading take their width.
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page, path);
  }

  // A dialog at that width, too.
  await page.goto('/api-keys?create=true');
  await expect(page.getByRole('dialog', { name: 'Create API key' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'the create key dialog');
});
