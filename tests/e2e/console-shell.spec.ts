import { expect, test, type Page } from '@playwright/test';

import { scaled } from './support/budget';
import { CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// Spec section 2: the signed-in app's shell (its dark mode: the dark screens of a11y-screens.spec.ts).

async function signedIn(page: Page, path = '/') {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the side menu lists the enabled sections and the external links open in a new tab', async ({
  page,
}) => {
  await signedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Models', 'API Keys', 'Team', 'Settings']);

  await nav.getByRole('link', { name: 'Models' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/models`);
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Models' })).toHaveAttribute('data-status', 'active');

  for (const name of ['Support', 'API Docs']) {
    const link = page.getByRole('complementary').getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the user menu shows the name, email, Administrator and every entry', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Anna Lindqvist', { exact: true })).toBeVisible();
  await expect(menu.getByText(DEMO_ADMIN.email)).toBeVisible();
  await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Team Management',
    'API Keys',
    'Billing & Usage',
    'Settings',
    'Support',
    'API Docs',
    'Sign Out',
  ]);
  await menu.getByRole('menuitem', { name: 'Billing & Usage' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/billing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Usage' })).toBeVisible();
});

test('the version label shows 1.1.15 with the type badge and a tooltip with environment and build time', async ({
  page,
}) => {
  await signedIn(page);
  const label = page.getByRole('banner').getByRole('button', { name: 'v1.1.15 development' });
  await label.focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    /^Environment: Local development · Built \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  await expect(page.getByRole('tooltip')).toBeInViewport({ ratio: 1 });
});

test('New Project is in the top bar at 390 px and opens its dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedIn(page);
  const header = page.getByRole('banner');
  const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, `the top bar overflows by ${overflow}px`).toBe(0);
  await header.getByRole('button', { name: 'New Project' }).click();
  await expect(page.getByRole('dialog', { name: 'New Project' }).getByLabel('Project Name')).toBeVisible();
});

test('New Project is an action of the command palette', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedIn(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Search/ })
    .click();
  await page.getByRole('combobox').fill('new project');
  await page.getByRole('option', { name: /^New Project/ }).click();
  await expect(page.getByRole('dialog', { name: 'New Project' }).getByLabel('Project Name')).toBeFocused();
});

test('the floating support link opens the helpdesk in a new tab', async ({ page }) => {
  await signedIn(page);
  const support = page.getByRole('link', { name: /^Support \(opens in a new tab\)$/ }).last();
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(support).toBeVisible();
});

test('unknown and switched-off paths redirect to the overview', async ({ page }) => {
  test.slow(); // a full load of the console per path
  await signedIn(page);
  for (const path of [
    '/nope',
    '/databases',
    '/app-store',
    '/apps',
    '/ssh-keys',
    '/vpn',
    '/cluster',
    '/colors',
    '/databases/main/tables',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(`${CONSOLE}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  }
});

test('on a narrow screen the side menu opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/api-keys`);
  await expect(drawer).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

for (const language of ['en', 'sv'] as const) {
  test(`the top bar keeps to one row from tablet to desktop, the user menu and the theme switch on screen (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await signedIn(page);
    const oneRow = await page
      .getByRole('button', { name: /Open user menu$|Öppna användarmenyn$/ })
      .evaluate((button) => button.getBoundingClientRect().height);
    // md without the side menu, lg with it (the page column at its narrowest), xl and 2xl with more names shown.
    for (const width of [768, 900, 1024, 1100, 1200, 1280, 1440, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole('banner');
      const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `the top bar overflows by ${overflow}px at ${width}px`).toBe(0);
      // One row: the bar is no taller than its padding around one row of controls (a second row doubles it).
      const height = await header.evaluate((element) => element.getBoundingClientRect().height);
      expect(height, `the top bar is ${height}px tall at ${width}px`).toBeLessThan(oneRow * 1.9);
      await expect(
        header.getByRole('button', { name: /Open user menu$|Öppna användarmenyn$/ }),
      ).toBeInViewport({
        ratio: 1,
      });
      await expect(header.getByRole('radiogroup', { name: /Colour mode|Färgläge/ })).toBeInViewport({
        ratio: 1,
      });
      await expect(header.getByRole('button', { name: /New Project|Nytt projekt/ })).toBeInViewport({
        ratio: 1,
      });
    }
  });
}

// Render-as-you-fetch (src/app/page-queries.ts): a page's data is asked for at the click, while the page's
// own code is still on the way, never only once it has arrived and rendered.
for (const { link, chunk, call } of [
  { link: 'Models', chunk: /\/assets\/models-[^/]*\.js$/, call: '/v1/models' },
  { link: 'API Keys', chunk: /\/assets\/api-keys-[^/]*\.js$/, call: '/v1/api-keys' },
  { link: 'Team', chunk: /\/assets\/team-[^/]*\.js$/, call: '/v1/users' },
]) {
  test(`a click on ${link} asks for its data while the page's code is still loading`, async ({ page }) => {
    await signedIn(page, '/settings');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(chunk, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === call, {
      timeout: scaled(10_000),
    });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await asked;
    expect(held).not.toHaveLength(0); // the page's code had not arrived when its data was asked for

    release();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
  });
}
