import { expect, test, type Page } from '@playwright/test';

import { followSystemScheme, scanBothSchemes } from './support/a11y';
import { API, CONSOLE, DEMO_ADMIN, saveAdminState } from './support/mock-platform';
import { scaled } from './support/budget';
import { holdRoute } from './support/page-time';

// Accessibility: axe (WCAG 2.0-2.2 A and AA) on every screen of the signed-in app and every dialog it opens, in
// light and then dark (the OS preference switched with the screen open), one test a page and each of its
// screens a step: a failure names the screen and the mode. Dialogs are opened and then cancelled, and the one
// key made here is revoked, so the shared mock platform's data stays as the other specs expect.

const ADMIN_STATE = 'test-results/.a11y-screens-admin-state.json';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A screen of the signed-in app: the page it is on, and how to open it there (a dialog, a menu, a state).
 * `within` scans only what was opened (a dialog, a menu): its page is a screen of its own. A page's screens
 * are listed together, the page itself first.
 */
interface Screen {
  name: string;
  path: string;
  heading: string;
  open?: (page: Page) => Promise<unknown>;
  within?: string;
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Escape until no dialog or menu is open (a confirmation over a dialog takes two). */
async function closeWhatIsOpen(page: Page) {
  const open = page.locator(`${DIALOG}, [role="menu"]`).filter({ visible: true });
  await expect(async () => {
    if ((await open.count()) > 0) await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: scaled(10_000) });
}

async function openModelDrawer(page: Page) {
  await page.getByRole('table').getByRole('link', { name: 'mistral-small-3.2-24b' }).click();
  const drawer = page.getByRole('dialog', { name: 'mistral-small-3.2-24b' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function openDrawerTab(page: Page, tab: string) {
  const drawer = await openModelDrawer(page);
  await drawer.getByRole('tab', { name: tab }).click();
  await expect(drawer.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return drawer;
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  return palette;
}

/** Other specs add keys to the shared platform: the list (rendered as it scrolls) is filtered to the one. */
async function filterKeys(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Filter keys' }).fill(name);
}

async function openPlanChoice(page: Page) {
  await page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Change plan' }).click();
  const plans = page.getByRole('dialog', { name: 'Change plan' });
  await expect(plans).toBeVisible();
  return plans;
}

const SCREENS: Screen[] = [
  { name: 'overview', path: '/', heading: 'Overview' },
  {
    name: 'user menu',
    within: '[role="menu"]',
    path: '/',
    heading: 'Overview',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'command palette', within: DIALOG, path: '/', heading: 'Overview', open: openPalette },
  {
    name: 'command palette with results',
    within: DIALOG,
    path: '/',
    heading: 'Overview',
    open: async (page) => {
      const palette = await openPalette(page);
      await page.keyboard.type('key');
      await expect(palette.getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'New Project dialog',
    within: DIALOG,
    path: '/',
    heading: 'Overview',
    open: async (page) => {
      await page.keyboard.press('Control+n');
      await expect(page.getByRole('dialog', { name: 'New Project' })).toBeVisible();
    },
  },
  {
    name: 'an unknown path, redirected to the overview',
    path: '/nope',
    heading: 'Overview',
    open: async (page) => {
      await expect(page).toHaveURL(`${CONSOLE}/`);
    },
  },
  {
    name: 'models',
    path: '/models',
    heading: 'Models',
    open: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  { name: 'model drawer', within: DIALOG, path: '/models', heading: 'Models', open: openModelDrawer },
  {
    name: 'model drawer, Test tab',
    within: DIALOG,
    path: '/models',
    heading: 'Models',
    open: (page) => openDrawerTab(page, 'Test'),
  },
  {
    name: 'model drawer, Code tab',
    within: DIALOG,
    path: '/models',
    heading: 'Models',
    open: (page) => openDrawerTab(page, 'Code'),
  },
  {
    name: 'playground with a reply, its latency, tokens and cost',
    within: DIALOG,
    path: '/models',
    heading: 'Models',
    open: async (page) => {
      const drawer = await openDrawerTab(page, 'Test');
      await drawer
        .getByRole('textbox', { name: 'Message 1' })
        .fill('Suggest a name for a Swedish data company.');
      await page.keyboard.press('Control+Enter');
      await expect(drawer.getByRole('region', { name: 'Reply' })).not.toBeEmpty();
      await expect(drawer.getByText('Actual cost')).toBeVisible();
    },
  },
  {
    name: 'compare view with results',
    within: DIALOG,
    path: '/models',
    heading: 'Models',
    open: async (page) => {
      await page.getByRole('button', { name: 'Compare models' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare models' });
      await compare.getByRole('combobox', { name: 'Model 1' }).selectOption('mistral-small-3.2-24b');
      await compare.getByRole('combobox', { name: 'Model 2' }).selectOption('gemma-3-27b-it');
      await compare.getByRole('textbox', { name: 'Prompt' }).fill('Name three Swedish lakes.');
      await compare.getByRole('button', { name: 'Compare' }).click();
      await expect(compare.getByText('Fastest')).toBeVisible();
    },
  },
  {
    name: 'API keys',
    path: '/api-keys',
    heading: 'API Keys',
    open: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'create key dialog',
    within: DIALOG,
    path: '/api-keys',
    heading: 'API Keys',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create key' }).click();
      await expect(page.getByRole('dialog', { name: 'Create API key' })).toBeVisible();
    },
  },
  {
    name: 'rotate confirmation',
    within: DIALOG,
    path: '/api-keys',
    heading: 'API Keys',
    open: async (page) => {
      await filterKeys(page, 'Demo key');
      await page.getByRole('button', { name: 'Rotate Demo key' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Rotate “Demo key”?' })).toBeVisible();
    },
  },
  {
    name: 'revoke confirmation',
    within: DIALOG,
    path: '/api-keys',
    heading: 'API Keys',
    open: async (page) => {
      await filterKeys(page, 'Demo key');
      await page.getByRole('button', { name: 'Revoke Demo key' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Revoke “Demo key”?' })).toBeVisible();
    },
  },
  {
    name: 'key usage view',
    within: DIALOG,
    path: '/api-keys',
    heading: 'API Keys',
    open: async (page) => {
      await filterKeys(page, 'Demo key');
      await page.getByRole('button', { name: 'Usage of Demo key' }).click();
      const usage = page.getByRole('dialog', { name: 'Usage of “Demo key”' });
      await expect(usage.getByRole('table', { name: 'Requests per day' })).toBeAttached();
    },
  },
  {
    name: 'team',
    path: '/team',
    heading: 'Team',
    open: async (page) => {
      await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
    },
  },
  {
    name: 'invite dialog',
    within: DIALOG,
    path: '/team',
    heading: 'Team',
    open: async (page) => {
      await page.getByRole('button', { name: 'Invite member' }).click();
      await expect(page.getByRole('dialog', { name: 'Invite a team member' })).toBeVisible();
    },
  },
  {
    name: 'role change dialog',
    within: DIALOG,
    path: '/team',
    heading: 'Team',
    open: async (page) => {
      await page.getByRole('button', { name: 'Change role of Erik Johansson' }).click();
      await expect(page.getByRole('dialog', { name: 'Change the role of Erik Johansson' })).toBeVisible();
    },
  },
  {
    name: 'remove member confirmation',
    within: DIALOG,
    path: '/team',
    heading: 'Team',
    open: async (page) => {
      await page.getByRole('button', { name: 'Remove Erik Johansson' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'Remove Erik Johansson from the team?' }),
      ).toBeVisible();
    },
  },
  {
    name: 'billing',
    path: '/billing',
    heading: 'Billing & Usage',
    open: async (page) => {
      await expect(page.getByRole('region', { name: 'Wallet' }).getByTestId('wallet-plan')).toBeVisible();
    },
  },
  {
    name: 'change plan dialog',
    within: DIALOG,
    path: '/billing',
    heading: 'Billing & Usage',
    open: openPlanChoice,
  },
  {
    name: 'plan change confirmation',
    within: DIALOG,
    path: '/billing',
    heading: 'Billing & Usage',
    open: async (page) => {
      const plans = await openPlanChoice(page);
      await plans.getByText('Wallet 500', { exact: true }).click();
      await plans.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog', { name: 'Switch to Wallet 500?' })).toBeVisible();
    },
  },
  {
    name: 'add card dialog',
    within: DIALOG,
    path: '/billing',
    heading: 'Billing & Usage',
    open: async (page) => {
      await page
        .getByRole('region', { name: 'Payment methods' })
        .getByRole('button', { name: 'Add card' })
        .click();
      const card = page.getByRole('dialog', { name: 'Add a card' });
      await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    },
  },
  {
    name: 'remove card confirmation',
    within: DIALOG,
    path: '/billing',
    heading: 'Billing & Usage',
    open: async (page) => {
      await page
        .getByRole('region', { name: 'Payment methods' })
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog', { name: /^Remove .*\?$/ })).toBeVisible();
    },
  },
  { name: 'settings', path: '/settings', heading: 'Settings' },
];

test.beforeEach(async ({ page }) => {
  await followSystemScheme(page);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sign-in view', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await scanBothSchemes(page, '/auth');
  });

  // The provider's sign-in page is part of every sign-in flow.
  test('identity provider sign-in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await scanBothSchemes(page, 'identity provider sign-in', { mediaOnly: true });
  });

  // A sign-in of its own: signing out ends the session, which the signed-in screens must keep.
  test('/signout', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // Hold the API's logout so the /signout screen stays until it is scanned.
    const release = await holdRoute(page, `${API}/v1/auth/logout*`);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Please wait while we log you out.')).toBeVisible();
    await scanBothSchemes(page, '/signout');
    release();
    // Back through the identity provider's end-session page.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeAll(({ browser }) => saveAdminState(browser, ADMIN_STATE, '/', 'Overview'));
  test.use({ storageState: ADMIN_STATE });

  // One load a page: its screens are scanned one after the other, each a step of its own (a failure names
  // the screen) and closed with Escape before the next, as a keyboard user would.
  const paths = [...new Set(SCREENS.map((screen) => screen.path))];
  for (const [path, screens] of paths.map(
    (at) => [at, SCREENS.filter((screen) => screen.path === at)] as const,
  )) {
    test(`${path}: ${screens.map(({ name }) => name).join(', ')}`, async ({ page }) => {
      test.setTimeout(scaled(15_000 + 15_000 * screens.length));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: screens[0]?.heading })).toBeVisible();
      for (const { name, open, within } of screens) {
        await test.step(name, async () => {
          await open?.(page);
          await scanBothSchemes(page, name, { within });
          await closeWhatIsOpen(page);
        });
      }
    });
  }

  // Made, scanned, then revoked, so the shared platform's keys stay as the other specs expect.
  test('one-time key reveal', async ({ page }) => {
    await page.goto('/api-keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    const name = unique('A11y');
    await create.getByRole('textbox', { name: /Name/ }).fill(name);
    await create.getByRole('button', { name: 'Create key' }).click();
    const revealed = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(revealed.getByRole('textbox', { name: 'Secret key' })).toBeVisible();
    await scanBothSchemes(page, 'one-time key reveal', { within: DIALOG });
    await revealed.getByRole('button', { name: 'Done' }).click();
    await expect(revealed).toBeHidden();

    await filterKeys(page, name);
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const revoke = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await expect(revoke).toBeHidden();
    await expect(page.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  });
});
