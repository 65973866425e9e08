import { expect, test, type Page } from '@playwright/test';

import { COLOR_SCHEMES, expectNoSeriousViolations, useTheme } from './support/a11y';
import { API, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// Accessibility: axe (WCAG 2.0-2.2 A and AA) on every screen of the signed-in app and every dialog
// it opens, in light and dark. Dialogs are opened and then cancelled, and the one key made here is revoked,
// so the shared mock platform's data stays as the other specs expect.

async function signedIn(page: Page, path: string, heading: string) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Each test scans several screens, and one axe run takes a second or two on a shared machine.
test.describe.configure({ timeout: 90_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, scheme);
    });

    test('sign-in view and /signout', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(scheme);
      await expectNoSeriousViolations(page, `/auth (${scheme})`);

      // The provider's sign-in page is part of every sign-in flow.
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expectNoSeriousViolations(page, `identity provider sign-in (${scheme})`);
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

      // Hold the API's logout so the /signout screen stays long enough to scan.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${API}/v1/auth/logout*`, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page.getByText('Please wait while we log you out.')).toBeVisible();
      await expectNoSeriousViolations(page, `/signout (${scheme})`);
      release();
      // Back through the identity provider's end-session page: several navigations, slow on a loaded machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
        timeout: 15_000,
      });
    });

    test('overview, user menu, command palette, New Project dialog, unknown path', async ({ page }) => {
      await signedIn(page, '/', 'Overview');
      await expect(page.locator('html')).toHaveClass(scheme);
      await expectNoSeriousViolations(page, `/ (${scheme})`);

      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `user menu (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await expect(palette.getByRole('combobox')).toBeFocused();
      await expectNoSeriousViolations(page, `command palette (${scheme})`);
      await page.keyboard.type('key');
      await expect(palette.getByRole('option').first()).toBeVisible();
      await expectNoSeriousViolations(page, `command palette with results (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();

      await page.keyboard.press('Control+n');
      const project = page.getByRole('dialog', { name: 'New Project' });
      await expect(project).toBeVisible();
      await expectNoSeriousViolations(page, `New Project dialog (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(project).toBeHidden();

      // Unknown paths redirect to the overview.
      await page.goto('/nope');
      await expect(page).toHaveURL(`${CONSOLE}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expectNoSeriousViolations(page, `/nope redirected (${scheme})`);
    });

    test('models: list, model drawer and its tabs, compare view', async ({ page }) => {
      await signedIn(page, '/models', 'Models');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page, `/models (${scheme})`);

      await page.getByRole('table').getByRole('link', { name: 'mistral-small-3.2-24b' }).click();
      const drawer = page.getByRole('dialog', { name: 'mistral-small-3.2-24b' });
      await expect(drawer).toBeVisible();
      await expectNoSeriousViolations(page, `model drawer (${scheme})`);
      for (const tab of ['Test', 'Code']) {
        await drawer.getByRole('tab', { name: tab }).click();
        await expect(drawer.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expectNoSeriousViolations(page, `model drawer, ${tab} tab (${scheme})`);
      }
      // The playground with a reply, its latency, tokens and cost.
      await drawer.getByRole('tab', { name: 'Test' }).click();
      await drawer
        .getByRole('textbox', { name: 'Message 1' })
        .fill('Suggest a name for a Swedish data company.');
      await page.keyboard.press('Control+Enter');
      await expect(drawer.getByRole('region', { name: 'Reply' })).not.toBeEmpty();
      await expect(drawer.getByText('Actual cost')).toBeVisible();
      await expectNoSeriousViolations(page, `playground with a reply (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Compare models' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare models' });
      await compare.getByRole('combobox', { name: 'Model 1' }).selectOption('mistral-small-3.2-24b');
      await compare.getByRole('combobox', { name: 'Model 2' }).selectOption('gemma-3-27b-it');
      await compare.getByRole('textbox', { name: 'Prompt' }).fill('Name three Swedish lakes.');
      await compare.getByRole('button', { name: 'Compare' }).click();
      await expect(compare.getByText('Fastest')).toBeVisible();
      await expectNoSeriousViolations(page, `compare view with results (${scheme})`);
    });

    test('API keys: list, create dialog, one-time reveal, rotate and revoke confirmations, usage', async ({
      page,
    }) => {
      await signedIn(page, '/api-keys', 'API Keys');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page, `/api-keys (${scheme})`);

      await page.getByRole('button', { name: 'Create key' }).click();
      const create = page.getByRole('dialog', { name: 'Create API key' });
      await expect(create).toBeVisible();
      await expectNoSeriousViolations(page, `create key dialog (${scheme})`);
      const name = unique('A11y');
      await create.getByRole('textbox', { name: /Name/ }).fill(name);
      await create.getByRole('button', { name: 'Create key' }).click();
      const revealed = page.getByRole('dialog', { name: 'Your new API key' });
      await expect(revealed.getByRole('textbox', { name: 'Secret key' })).toBeVisible();
      await expectNoSeriousViolations(page, `one-time key reveal (${scheme})`);
      await revealed.getByRole('button', { name: 'Done' }).click();
      await expect(revealed).toBeHidden();

      await page.getByRole('button', { name: `Rotate ${name}` }).click();
      const rotate = page.getByRole('alertdialog', { name: `Rotate “${name}”?` });
      await expect(rotate).toBeVisible();
      await expectNoSeriousViolations(page, `rotate confirmation (${scheme})`);
      await rotate.getByRole('button', { name: 'Cancel' }).click();
      await expect(rotate).toBeHidden();

      await page.getByRole('button', { name: `Revoke ${name}` }).click();
      const revoke = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
      await expect(revoke).toBeVisible();
      await expectNoSeriousViolations(page, `revoke confirmation (${scheme})`);
      await revoke.getByRole('button', { name: 'Revoke key' }).click();
      await expect(revoke).toBeHidden();

      // Other specs add keys to the shared platform: the list (rendered as it scrolls) is filtered to the one.
      await page.getByRole('searchbox', { name: 'Filter keys' }).fill('Demo key');
      await page.getByRole('button', { name: 'Usage of Demo key' }).click();
      const usage = page.getByRole('dialog', { name: 'Usage of “Demo key”' });
      await expect(usage.getByRole('table', { name: 'Requests per day' })).toBeAttached();
      await expectNoSeriousViolations(page, `key usage view (${scheme})`);
    });

    test('team: list, invite dialog, role change, remove confirmation', async ({ page }) => {
      await signedIn(page, '/team', 'Team');
      await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
      await expectNoSeriousViolations(page, `/team (${scheme})`);

      await page.getByRole('button', { name: 'Invite member' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a team member' });
      await expect(invite).toBeVisible();
      await expectNoSeriousViolations(page, `invite dialog (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(invite).toBeHidden();

      await page.getByRole('button', { name: 'Change role of Erik Johansson' }).click();
      const role = page.getByRole('dialog', { name: 'Change the role of Erik Johansson' });
      await expect(role).toBeVisible();
      await expectNoSeriousViolations(page, `role change dialog (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(role).toBeHidden();

      await page.getByRole('button', { name: 'Remove Erik Johansson' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Remove Erik Johansson from the team?' });
      await expect(remove).toBeVisible();
      await expectNoSeriousViolations(page, `remove member confirmation (${scheme})`);
      await remove.getByRole('button', { name: 'Keep member' }).click();
      await expect(remove).toBeHidden();
    });

    test('billing: page, plan change and its confirmation, add card, remove card confirmation', async ({
      page,
    }) => {
      await signedIn(page, '/billing', 'Billing & Usage');
      const wallet = page.getByRole('region', { name: 'Wallet' });
      await expect(wallet.getByTestId('wallet-plan')).toBeVisible();
      await expectNoSeriousViolations(page, `/billing (${scheme})`);

      await wallet.getByRole('button', { name: 'Change plan' }).click();
      const plans = page.getByRole('dialog', { name: 'Change plan' });
      await expect(plans).toBeVisible();
      await expectNoSeriousViolations(page, `change plan dialog (${scheme})`);
      await plans.getByText('Wallet 500', { exact: true }).click();
      await plans.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Switch to Wallet 500?' });
      await expect(confirm).toBeVisible();
      await expectNoSeriousViolations(page, `plan change confirmation (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const methods = page.getByRole('region', { name: 'Payment methods' });
      await methods.getByRole('button', { name: 'Add card' }).click();
      const card = page.getByRole('dialog', { name: 'Add a card' });
      await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
      await expectNoSeriousViolations(page, `add card dialog (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();

      await methods
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      const remove = page.getByRole('alertdialog', { name: /^Remove .*\?$/ });
      await expect(remove).toBeVisible();
      await expectNoSeriousViolations(page, `remove card confirmation (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(remove).toBeHidden();
    });

    test('settings', async ({ page }) => {
      await signedIn(page, '/settings', 'Settings');
      await expectNoSeriousViolations(page, `/settings (${scheme})`);
    });
  });
}
