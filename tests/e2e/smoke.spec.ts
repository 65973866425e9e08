import { expect, test, type Page } from '@playwright/test';

// The first screen a visitor sees (/auth), against the production build in mock mode.

interface FirstPaint {
  className: string;
  colorScheme: string;
  background: string;
  reactMounted: boolean;
}

declare global {
  interface Window {
    __firstPaint?: FirstPaint;
  }
}

/**
 * Records <html>'s colour mode the moment the parser reaches <body>: after index.html's inline
 * script, before the app's module script (deferred) has run, so before React could fix anything.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body || window.__firstPaint) return;
      const html = document.documentElement;
      window.__firstPaint = {
        className: html.className,
        colorScheme: html.style.colorScheme,
        background: getComputedStyle(html).backgroundColor,
        // index.html's loading spinner (data-boot) is in #root before React renders anything.
        reactMounted: [...(document.getElementById('root')?.children ?? [])].some(
          (child) => !child.hasAttribute('data-boot'),
        ),
      };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => window.__firstPaint);

const DARK_BACKGROUND = 'rgb(11, 18, 32)'; // #0b1220, bg in src/app/theme/brand.ts and index.html

test('the first screen is the sign-in view, naming the product and the platform promises', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page).toHaveTitle('EU AI Console');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  const promises = page.getByRole('complementary', { name: 'EU AI Console' });
  await expect(promises.getByText('Data inside EU borders')).toBeVisible();
  await expect(promises.getByText('Open source and open models')).toBeVisible();
  await expect(promises.getByText('Built with sustainability in mind')).toBeVisible();
  // The compact version label, on the first screen too: the version, its type badge, and a tooltip.
  const label = page.getByRole('button', { name: 'v1.1.15 development' });
  await expect(label).toBeVisible();
  await label.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    /^Environment: Local development · Built \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switches to Swedish and remembers it', async ({ page }) => {
  await page.goto('/auth');

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('SV', { exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Välkommen tillbaka' })).toBeVisible();
  await expect(page.getByText('Data inom EU:s gränser')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Färgläge' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Svenska' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});

test('dark mode sticks across a reload without a flash of light', async ({ page }) => {
  await recordFirstPaint(page);
  await page.goto('/auth');
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

  await page.getByRole('radiogroup', { name: 'Colour mode' }).getByText('Dark').click();

  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await firstPaint(page)).toEqual({
    className: 'dark',
    colorScheme: 'dark',
    background: DARK_BACKGROUND,
    reactMounted: false,
  });
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass('dark');
});

test('system mode follows a dark OS preference from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstPaint(page);

  await page.goto('/auth', { waitUntil: 'domcontentloaded' });

  expect(await firstPaint(page)).toMatchObject({ className: 'dark', reactMounted: false });
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass('dark');
});

test('the colour-mode switch works from the keyboard', async ({ page }) => {
  await page.goto('/auth');

  await page.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await page.keyboard.press('ArrowRight');

  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass('dark');
});
