import { expect, test } from '@playwright/test';

import { saveAdminState } from './support/mock-platform';

// The usage charts (src/ui/charts): drawn in the theme's colours, and drawn again in place when the colour mode
// changes. Reads only: the shared mock platform is left alone.

const ADMIN_STATE = 'test-results/.charts-admin-state.json';

test.beforeAll(({ browser }) => saveAdminState(browser, ADMIN_STATE, '/', 'Overview'));

test.use({ storageState: ADMIN_STATE });

test('the overview’s chart is drawn once; a colour-mode change draws it again in place, never leaving it empty', async ({
  page,
}) => {
  await page.goto('/');
  const chart = page.getByRole('group', { name: 'Tokens used per day this period' });
  await expect(chart.locator('.uplot canvas')).toHaveCount(1);

  // From here on, the number of plots in the chart after every change of its content, and the first plot marked.
  await chart.evaluate((figure) => {
    const counts: number[] = ((window as unknown as { plotCounts: number[] }).plotCounts = []);
    new MutationObserver(() => counts.push(figure.querySelectorAll('.uplot').length)).observe(figure, {
      childList: true,
      subtree: true,
    });
    figure.querySelector('.uplot')?.setAttribute('data-first-plot', '');
  });
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.evaluate((toDark) => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(toDark ? 'dark' : 'light');
  }, !dark);

  // A new plot replaced the first one; at no moment was there none.
  await expect(chart.locator('.uplot:not([data-first-plot])')).toHaveCount(1);
  await expect(chart.locator('.uplot')).toHaveCount(1);
  const counts = await page.evaluate(() => (window as unknown as { plotCounts: number[] }).plotCounts);
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((count) => count >= 1)).toBe(true);
});
