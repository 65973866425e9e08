import type { Page } from '@playwright/test';

import { expect, test as base } from './mock-control';
import { scaled } from './budget';
import { API } from './mock-platform';

/**
 * The fault matrix: each main call × each fault the mock platform can inject
 * (docs/mock-platform.md, "Faults"). A fault stays until cleared, so every retry the console makes meets it.
 */
export interface FaultCase {
  readonly name: string;
  readonly fault: Record<string, unknown>;
  /** The error catalogue's message (src/i18n/errors.en.ts) the console shows for it. */
  readonly message: string;
  /** The console gives up only after its client timeout (VITE_REQUEST_TIMEOUT_MS, 3 s in the e2e build). */
  readonly slow?: boolean;
  /** A query tries it again (src/api/retry-policy.ts): everything but an unreadable answer. */
  readonly retried: boolean;
}

const SERVER_ERROR = 'Something went wrong on our side. Please try again in a few minutes.';

export const FAULTS: readonly FaultCase[] = [
  {
    name: 'network error',
    fault: { network: true },
    message: 'Network error. Please check your connection and try again.',
    retried: true,
  },
  { name: '500', fault: { status: 500, code: 'SERVER_ERROR' }, message: SERVER_ERROR, retried: true },
  {
    name: '429 with Retry-After',
    fault: { status: 429 },
    message: 'Too many attempts. Please try again later.',
    retried: true,
  },
  {
    name: 'hang past the timeout',
    fault: { hang: true },
    message: 'Request timed out. Please try again.',
    slow: true,
    retried: true,
  },
  {
    name: 'malformed JSON',
    fault: { malformed: true },
    message: 'The server sent a response the console does not understand.',
    retried: false,
  },
];

/**
 * How long a query's failure takes to show: a query retries 5xx, 429, network errors and timeouts twice
 * (src/api/query-client.ts; 0.25 s and 0.5 s apart in the e2e build, 1 s and 2 s in production), a hung one
 * after the client's timeout each time.
 */
export const failureTimeout = (fault: FaultCase) => scaled(fault.slow ? 20_000 : 10_000);

/** Counts the page's requests to one path of the mock platform's API (any query string). */
export function countRequests(page: Page, method: string, pathname: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.origin === API && url.pathname === pathname) counter.count += 1;
  });
  return counter;
}

declare global {
  interface Window {
    /** Unhandled promise rejections of the page, recorded by the init script below. */
    __unhandledRejections?: string[];
  }
}

/** What must never happen on a page under a fault: an uncaught error or an unhandled rejection. */
export interface PageProblems {
  readonly pageErrors: string[];
  unhandledRejections(): Promise<string[]>;
}

/**
 * The mock-control `test` (the platform reset before each test, `mockPlatform`) with `problems`: every page
 * error and unhandled promise rejection of the test's page, checked empty after the test (so each case fails
 * on one, whatever it asserted).
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        window.__unhandledRejections = [];
        window.addEventListener('unhandledrejection', (event) => {
          const reason: unknown = event.reason;
          window.__unhandledRejections?.push(
            reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
          );
        });
      });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
      const problems: PageProblems = {
        pageErrors,
        unhandledRejections: () => readRejections(page),
      };
      await use(problems);
      expect(pageErrors, 'uncaught errors on the page').toEqual([]);
      expect(await readRejections(page), 'unhandled promise rejections').toEqual([]);
    },
    { auto: true },
  ],
});

async function readRejections(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  try {
    return await page.evaluate(() => window.__unhandledRejections ?? []);
  } catch {
    return []; // the page is navigating: its new document recorded nothing yet
  }
}

/** Not a blank screen: the page has visible text and a heading. */
export async function expectNotBlank(page: Page) {
  await expect(page.locator('body')).not.toBeEmpty();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

export { expect };
