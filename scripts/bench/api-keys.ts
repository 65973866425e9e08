import { cpus, loadavg } from 'node:os';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs';
import { signInDemoAdmin, startProductionBuild } from './production-build.ts';
import {
  idleFrame,
  listRendered,
  PAGE_PROBES,
  round,
  scroll,
  scrollResult,
  traced,
  type ScrollResult,
} from './api-keys-probes.ts';
import { summarise, type TimingSummary } from './stats.ts';

/**
 * The API keys page with 10,000 keys (the `large` scenario) in the production build: the first row, scrolling
 * and filtering, against the budgets below (docs/performance.md, "What the benches measure").
 */
export const LIST_BUDGET_MS = 2_500;
export const FILTER_BUDGET_MS = 100;
/** One frame at 60 Hz: the main-thread CPU a frame of wheel scrolling may take. */
export const FRAME_BUDGET_MS = 16;
const RUNS = 5;
const WHEEL_STEP_PX = 400;
const WHEEL_DISTANCE_PX = 2_000 * 48;
const FLING_STEP_PX = 2_000;

export interface ApiKeysBenchResult {
  readonly keys: number;
  /** Navigation to the first row, per run (ms) and summarised. */
  readonly listRenderedMs: TimingSummary & { readonly runs: number[] };
  /** Of that, from the list's response end to the first row (parse, schema check, sort, render), per run. */
  readonly afterResponseMs: number[];
  readonly idleFrameMs: number;
  readonly wheel: ScrollResult;
  readonly fling: ScrollResult & { readonly reachedLastRow: boolean };
  readonly filterKeystrokeMs: number;
  /** os.loadavg()[0] and the core count while measuring. */
  readonly load: { readonly average1m: number; readonly cores: number };
  readonly budgets: {
    readonly listMs: number;
    readonly wheelCpuPerFrameMs: number;
    readonly filterMs: number;
  };
  readonly withinBudget: boolean;
}

/** From the keydown of one letter typed into the empty filter (10,000 keys to search) to the next frame. */
async function filterKeystroke(page: Page): Promise<number> {
  await page.evaluate(() => document.querySelector<HTMLElement>('[role="region"]')?.scrollTo(0, 0));
  const input = page.getByRole('searchbox', { name: 'Filter keys' });
  await input.fill('');
  await input.focus();
  await page.evaluate(() => {
    const probe = window as unknown as { __keyAt?: number; __shownAt?: number };
    const field = document.querySelector('input[type="search"]');
    const count = [...document.querySelectorAll('[role="status"]')].find((el) =>
      / keys?\b/.test(el.textContent ?? ''),
    );
    if (!field || !count) throw new Error('no filter or count');
    field.addEventListener('keydown', () => (probe.__keyAt = performance.now()), { once: true });
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => (probe.__shownAt = performance.now()));
    });
    observer.observe(count, { childList: true, characterData: true, subtree: true });
  });
  await input.press('D');
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
  return page.evaluate(() => {
    const probe = window as unknown as { __keyAt: number; __shownAt: number };
    return probe.__shownAt - probe.__keyAt;
  });
}

export async function runApiKeysBench(): Promise<ApiKeysBenchResult> {
  const { base, api, stop } = await startProductionBuild('large');
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // tsx names the functions it compiles with a `__name` helper the page lacks: give it one.
      await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
      await context.addInitScript(PAGE_PROBES);
      await signInDemoAdmin(context, base, api);

      const runs: number[] = [];
      const afterResponse: number[] = [];
      let page: Page | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        await page?.close();
        page = await context.newPage();
        const timing = await listRendered(page, base);
        runs.push(round(timing.total));
        afterResponse.push(round(timing.afterResponse));
      }
      if (!page) throw new Error('bench: no page');
      const keys = Number(await page.locator('table').getAttribute('aria-rowcount')) - 1;
      const idleFrameMs = round(await idleFrame(page));
      const scrolling = page;
      const wheel = scrollResult(
        WHEEL_STEP_PX,
        await traced(context, scrolling, () => scroll(scrolling, WHEEL_STEP_PX, WHEEL_DISTANCE_PX)),
      );
      const flung = await traced(context, scrolling, () => scroll(scrolling, FLING_STEP_PX));
      const fling = { ...scrollResult(FLING_STEP_PX, flung), reachedLastRow: flung.result.reachedLastRow };
      const filterMs = round(await filterKeystroke(page));
      await context.close();

      const summary = summarise(runs);
      return {
        keys,
        listRenderedMs: { ...summary, runs },
        afterResponseMs: afterResponse,
        idleFrameMs,
        wheel,
        fling,
        filterKeystrokeMs: filterMs,
        load: { average1m: round(loadavg()[0] ?? 0), cores: cpus().length },
        budgets: { listMs: LIST_BUDGET_MS, wheelCpuPerFrameMs: FRAME_BUDGET_MS, filterMs: FILTER_BUDGET_MS },
        withinBudget:
          summary.p50Ms <= LIST_BUDGET_MS &&
          wheel.cpuPerFrameMs.total <= FRAME_BUDGET_MS &&
          fling.reachedLastRow &&
          filterMs <= FILTER_BUDGET_MS,
      };
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

export function reportApiKeysBench(result: ApiKeysBenchResult): string {
  const { listRenderedMs: list, wheel, fling } = result;
  const scrolled = (name: string, run: ScrollResult) =>
    `  ${name} (${run.stepPx} px a frame): ${run.frames} frames, CPU ${run.cpuPerFrameMs.total} ms a frame ` +
    `(script ${run.cpuPerFrameMs.script}, rendering ${run.cpuPerFrameMs.rendering}), ${run.longTasks} long tasks` +
    (run.longTasks > 0 ? ` (longest ${run.longestTaskMs} ms)` : '') +
    `, frame p50 ${run.frameMs.p50} / p95 ${run.frameMs.p95} / max ${run.frameMs.max} ms, ` +
    `at most ${run.maxRowsInDom} rows in the DOM`;
  return [
    `API keys page, ${result.keys.toLocaleString('en')} keys (production build, mock platform 'large'; ` +
      `load ${result.load.average1m} on ${result.load.cores} cores, idle frame ${result.idleFrameMs} ms)`,
    `  navigation → key list rendered: median ${list.p50Ms} ms (runs ${list.runs.join(', ')}; budget ${result.budgets.listMs} ms)`,
    `    of which after the list's response: ${result.afterResponseMs.join(', ')} ms`,
    scrolled('scrolling at wheel speed', wheel),
    scrolled('flinging to the last key', fling) +
      `, last row reached: ${fling.reachedLastRow ? 'yes' : 'NO'}`,
    `  a letter typed into the filter → result on screen: ${result.filterKeystrokeMs} ms (budget ${result.budgets.filterMs} ms)`,
    `  ${result.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  ].join('\n');
}
