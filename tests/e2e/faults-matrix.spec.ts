import type { Locator, Page } from '@playwright/test';

import { scaled } from './support/budget';
import { countRequests, expect, expectNotBlank, failureTimeout, FAULTS, test } from './support/faults';
import { saveAdminState } from './support/mock-platform';

// The fault matrix, signed-in half: auth status, models, key list, key create and usage
// × network error, 500, 429, a hang past the client's timeout and malformed JSON. Each case: never a
// blank screen, no uncaught error or unhandled rejection (the `problems` fixture), the catalogue's message,
// a way to retry, typed input kept; then the fault is cleared, retry works. The wizard's calls are in
// faults-wizard.spec.ts. Faults are shared state, so playwright.config.ts runs this in the serial project
// (one worker), which resets the mock platform before each case; each case runs even when another failed, so
// a run reports the whole matrix.
const ADMIN_STATE = 'test-results/.faults-admin-state.json';

test.beforeAll(async ({ browser, mockPlatform }) => {
  // One sign-in for the whole file: sessions survive the mock's reset. The demo admin signs in on the seed's
  // data, whatever a failed attempt left behind.
  await mockPlatform.reset();
  await saveAdminState(browser, ADMIN_STATE, '/settings', 'Settings');
});

interface QueryScreen {
  readonly call: string;
  readonly operationId: string;
  readonly path: string;
  /** The call's path, to count its requests. */
  readonly requestPath: string;
  /** Components of the page that read the call (1 by default). */
  readonly readers?: number;
  /** Where the page shows the failure (its content area or one panel). */
  readonly scope: (page: Page) => Locator;
  /** What the screen shows once its call answers. */
  readonly loaded: (page: Page) => Locator;
}

const QUERY_SCREENS: readonly QueryScreen[] = [
  {
    call: 'models',
    operationId: 'listModels',
    path: '/models',
    requestPath: '/v1/models',
    scope: (page) => page.getByRole('main'),
    loaded: (page) => page.getByRole('table').getByRole('link', { name: 'mistral-small-3.2-24b' }),
  },
  {
    call: 'key list',
    operationId: 'listApiKeys',
    path: '/api-keys',
    requestPath: '/v1/api-keys',
    scope: (page) => page.getByRole('main'),
    loaded: (page) => page.getByRole('table').getByRole('row').nth(1),
  },
  {
    call: 'usage',
    operationId: 'getTokenUsage',
    path: '/billing',
    requestPath: '/v1/usage/tokens',
    // The usage panel, and the wallet's runway once the wallet has loaded (the same 30 days).
    readers: 2,
    scope: (page) => page.getByRole('region', { name: 'Usage' }),
    // The table per model by its caption: the chart, loaded lazily, brings a table of its own.
    loaded: (page) => page.getByRole('region', { name: 'Usage' }).getByRole('table', { name: 'Per model' }),
  },
];

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const screen of QUERY_SCREENS) {
    for (const fault of FAULTS) {
      test(`${screen.call} × ${fault.name}: the message and Retry, then the data`, async ({
        page,
        mockPlatform,
      }) => {
        test.setTimeout(scaled(fault.slow ? 60_000 : 30_000));
        await mockPlatform.setFault(screen.operationId, fault.fault);
        const attempts = countRequests(page, 'GET', screen.requestPath);
        await page.goto(screen.path);

        const alert = screen.scope(page).getByRole('alert');
        await expect(alert).toContainText(fault.message, { timeout: failureTimeout(fault) });
        await expectNotBlank(page);
        const retry = screen.scope(page).getByRole('button', { name: 'Retry' });
        await expect(retry).toBeEnabled();
        // The error shows once the query has given up: 3 tries for what may pass later, 1 for an unreadable
        // answer (src/api/query-client.ts); a component that mounts after the failure asks once more.
        const tries = fault.retried ? 3 : 1;
        expect(attempts.count).toBeGreaterThanOrEqual(tries);
        expect(attempts.count).toBeLessThanOrEqual(tries * (screen.readers ?? 1));

        await mockPlatform.clearFaults();
        await retry.click();
        await expect(screen.loaded(page)).toBeVisible();
        await expect(alert).toHaveCount(0);
      });
    }
  }

  for (const fault of FAULTS) {
    test(`key create × ${fault.name}: the message in the dialog, the typed name and description kept, then the key`, async ({
      page,
      mockPlatform,
    }) => {
      test.setTimeout(scaled(fault.slow ? 45_000 : 30_000));
      await page.goto('/api-keys');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await mockPlatform.setFault('createApiKey', fault.fault);
      const creates = countRequests(page, 'POST', '/v1/api-keys');

      await page.getByRole('button', { name: 'Create key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create API key' });
      const name = dialog.getByRole('textbox', { name: /Name/ });
      const description = dialog.getByRole('textbox', { name: /Description/ });
      await name.fill('Fault matrix key');
      await description.fill('Typed before the failure');
      const submit = dialog.getByRole('button', { name: 'Create key' });
      await submit.click();

      await expect(dialog.getByRole('alert')).toContainText(fault.message, {
        timeout: failureTimeout(fault),
      });
      await expectNotBlank(page);
      await expect(name).toHaveValue('Fault matrix key');
      await expect(description).toHaveValue('Typed before the failure');
      await expect(submit).toBeEnabled();
      // Creating is not idempotent: a failed create is never sent again on its own.
      expect(creates.count).toBe(1);

      await mockPlatform.clearFaults();
      await submit.click();
      await expect(page.getByRole('dialog', { name: 'Your new API key' })).toBeVisible();
    });
  }
});

test.describe('signed out, the first screen', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const fault of FAULTS) {
    test(`auth status × ${fault.name}: the message and Try again, then sign-in`, async ({
      page,
      mockPlatform,
    }) => {
      test.setTimeout(scaled(fault.slow ? 60_000 : 30_000));
      await mockPlatform.setFault('getAuthStatus', fault.fault);
      const attempts = countRequests(page, 'GET', '/v1/auth/status');
      await page.goto('/auth');

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('We could not check your sign-in status.', {
        timeout: failureTimeout(fault),
      });
      await expect(alert).toContainText(fault.message);
      await expectNotBlank(page);
      const retry = page.getByRole('button', { name: 'Try again' });
      await expect(retry).toBeEnabled();
      // The first screen retries once (src/api/auth-status.ts), never an unreadable answer.
      expect(attempts.count).toBe(fault.retried ? 2 : 1);

      await mockPlatform.clearFaults();
      await retry.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    });
  }
});

test.describe('the matrix’s own guard', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('an unhandled promise rejection on the page fails the case', async ({ page }) => {
    test.fail(); // the `problems` fixture must turn this into a failure after the test body
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.evaluate(() => {
      void Promise.reject(new Error('self-check'));
    });
    await expect.poll(() => page.evaluate(() => window.__unhandledRejections?.length ?? 0)).toBe(1);
  });
});
