import { chromium, type BrowserContext } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs';
import { median } from './lighthouse.ts';
import { serveBuilds, VARIANTS, type Variant } from './loaders-builds.ts';
import { signInDemoAdmin } from './production-build.ts';

/**
 * `npm run bench -- loaders`: in-app navigation in builds A and B (loaders-builds.ts) with added latency per
 * API call; A and B alternate run by run so the machine's load hits both alike.
 */

/** The pages navigated to (LOADERS_PAGES, comma-separated, to pick some). */
export const LOADER_PAGES: readonly string[] = process.env.LOADERS_PAGES?.split(',') ?? [
  '/',
  '/models',
  '/api-keys',
  '/team',
  '/billing',
];

export interface NavigationRun {
  readonly page: string;
  readonly latencyMs: number;
  readonly variant: Variant;
}

/** Every run, ordered so that A and B take turns on each page and latency. */
export function alternatedRuns(
  pages: readonly string[],
  latencies: readonly number[],
  runs: number,
): NavigationRun[] {
  return latencies.flatMap((latencyMs) =>
    pages.flatMap((page) =>
      Array.from({ length: runs }, (_, i) =>
        VARIANTS.map((variant) => ({ page, latencyMs, variant: i % 2 === 0 ? variant : other(variant) })),
      ).flat(),
    ),
  );
}

const other = (variant: Variant): Variant => (variant === 'A' ? 'B' : 'A');

export interface NavigationTiming {
  /** From the click to the frame in which the page's own header is on screen. */
  readonly headerMs: number;
  /** From the click to the frame in which no skeleton is left in the page. */
  readonly dataMs: number;
}

const START_PAGE = '/settings';

/** Opens the start page, clicks the link to `path` (side menu, or user menu for billing) and watches each frame. */
async function navigate(context: BrowserContext, base: string, path: string): Promise<NavigationTiming> {
  const page = await context.newPage();
  try {
    // tsx wraps named functions in a `__name` helper, which the page must have for the probe below.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`${base}${START_PAGE}`);
    await page.waitForLoadState('networkidle');
    // Billing is in the user menu, whose items select on a real pointer; the side menu's links take a click.
    const inSideMenu = path !== '/billing';
    if (!inSideMenu) await page.getByRole('button', { name: /Open user menu/ }).click();
    const selector = inSideMenu ? `nav a[href="${path}"]` : `[role="menuitem"][data-value="${path}"]`;
    await page.waitForSelector(selector);
    await page.evaluate((target) => {
      const before = document.querySelector('main h1')?.textContent ?? '';
      const probe = new Promise<NavigationTiming>((done, fail) => {
        document.addEventListener(
          'pointerdown',
          function start() {
            const started = performance.now();
            let headerMs = Number.NaN;
            requestAnimationFrame(function frame() {
              const now = document.querySelector('main h1')?.textContent ?? '';
              const onPage = location.pathname === target && now !== '' && now !== before;
              if (onPage && Number.isNaN(headerMs)) headerMs = performance.now() - started;
              if (onPage && !document.querySelector('main .chakra-skeleton')) {
                return done({ headerMs, dataMs: performance.now() - started });
              }
              if (performance.now() - started > 30_000) {
                const left = document.querySelectorAll('main .chakra-skeleton').length;
                return fail(
                  new Error(`${target}: no data in 30 s (at ${location.pathname}, ${left} skeletons)`),
                );
              }
              requestAnimationFrame(frame);
            });
          },
          { capture: true, once: true },
        );
      });
      Object.assign(window, { loadersProbe: probe });
    }, path);
    if (inSideMenu) {
      await page.evaluate((selector) => {
        const link = document.querySelector<HTMLElement>(selector);
        link?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        link?.click();
      }, selector);
    } else {
      await page.click(selector);
    }
    return await page.evaluate(
      () => (window as unknown as { loadersProbe: Promise<NavigationTiming> }).loadersProbe,
    );
  } finally {
    await page.close();
  }
}

/** Delays every call to the mock platform by `latencyMs` before it is sent. */
async function addLatency(context: BrowserContext, api: string, latencyMs: number): Promise<void> {
  await context.unroute(`${api}/**`);
  await context.route(`${api}/**`, async (route) => {
    await new Promise((wait) => setTimeout(wait, latencyMs));
    await route.continue();
  });
}

export interface LoadersResult {
  readonly runs: number;
  readonly samples: readonly (NavigationRun & NavigationTiming)[];
  readonly withinBudget: boolean;
}

export async function runLoadersBench(): Promise<LoadersResult> {
  const runs = Number(process.env.LOADERS_RUNS ?? 5);
  const latencies = (process.env.LOADERS_LATENCIES ?? '150,600').split(',').map(Number);
  const { bases, api, stop } = await serveBuilds();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const contexts = {
      A: await browser.newContext({ viewport: { width: 1280, height: 800 } }),
      B: await browser.newContext({ viewport: { width: 1280, height: 800 } }),
    };
    await signInDemoAdmin(contexts.A, bases.A, api);
    await signInDemoAdmin(contexts.B, bases.B, api);
    const samples: (NavigationRun & NavigationTiming)[] = [];
    for (const run of alternatedRuns(LOADER_PAGES, latencies, runs)) {
      await addLatency(contexts[run.variant], api, run.latencyMs);
      const timing = await navigate(contexts[run.variant], bases[run.variant], run.page);
      samples.push({ ...run, ...timing });
      console.log(
        `${run.page} ${run.latencyMs} ms ${run.variant}: header ${Math.round(timing.headerMs)}, data ${Math.round(timing.dataMs)}`,
      );
    }
    return { runs, samples, withinBudget: true };
  } finally {
    await browser.close();
    stop();
  }
}

export function reportLoadersBench(result: LoadersResult): string {
  const rows = new Map<string, { header: number[]; data: number[] }>();
  for (const s of result.samples) {
    const key = `${s.page.padEnd(10)} ${String(s.latencyMs).padStart(4)} ms  ${s.variant}`;
    const row = rows.get(key) ?? { header: [], data: [] };
    row.header.push(s.headerMs);
    row.data.push(s.dataMs);
    rows.set(key, row);
  }
  const lines = [...rows].map(
    ([key, row]) =>
      `  ${key}  header ${Math.round(median(row.header))} ms  data ${Math.round(median(row.data))} ms`,
  );
  return [
    `\nIn-app navigation, median of ${result.runs} (A: loaders start, B: loaders await)`,
    ...lines,
  ].join('\n');
}
