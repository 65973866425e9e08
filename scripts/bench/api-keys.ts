import { cpus, loadavg } from 'node:os';

import { chromium, type BrowserContext, type Page } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.ts';
import { signInDemoAdmin, startProductionBuild } from './production-build.ts';
import { percentile, summarise, type TimingSummary } from './stats.ts';

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

const round = (value: number) => Math.round(value * 10) / 10;

interface ScrollResult {
  readonly stepPx: number;
  readonly frames: number;
  /**
   * Main-thread CPU time per frame (Chromium trace, thread time): what scrolling costs, whatever else the
   * machine runs. `script` is JavaScript (React, the virtualiser), `rendering` style, layout and paint; they
   * overlap where script forces a layout.
   */
  readonly cpuPerFrameMs: { readonly total: number; readonly script: number; readonly rendering: number };
  readonly longTasks: number;
  readonly longestTaskMs: number;
  readonly frameMs: { readonly p50: number; readonly p95: number; readonly max: number };
  readonly maxRowsInDom: number;
}

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

// Runs in the page before its scripts: long tasks and the moment the first key row appears.
const PAGE_PROBES = () => {
  const probe = window as unknown as { __longTasks: number[]; __firstRowAt?: number };
  probe.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const rows = new MutationObserver(() => {
    if (probe.__firstRowAt === undefined && document.querySelector('tbody tr[aria-rowindex="2"]')) {
      probe.__firstRowAt = performance.now();
      rows.disconnect();
    }
  });
  rows.observe(document, { childList: true, subtree: true });
};

async function listRendered(page: Page, base: string): Promise<{ total: number; afterResponse: number }> {
  await page.goto(`${base}/api-keys`);
  await page.waitForFunction(
    () => (window as unknown as { __firstRowAt?: number }).__firstRowAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const firstRowAt = (window as unknown as { __firstRowAt: number }).__firstRowAt;
    const list = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/v1/api-keys') as
      PerformanceResourceTiming | undefined;
    return { total: firstRowAt, afterResponse: list ? firstRowAt - list.responseEnd : Number.NaN };
  });
}

/** Frame times with nothing happening: what a frame costs on this machine at this load. */
async function idleFrame(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const times: number[] = [];
    let previous = await new Promise<number>((resolveFrame) => requestAnimationFrame(resolveFrame));
    for (let i = 0; i < 60; i += 1) {
      const now = await new Promise<number>((resolveFrame) => requestAnimationFrame(resolveFrame));
      times.push(now - previous);
      previous = now;
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  });
}

/** Scrolls `step` px per frame over `distance` px (to the end by default); long tasks and frame times. */
async function scroll(page: Page, step: number, distance = Number.POSITIVE_INFINITY) {
  return page.evaluate(
    async ({ step: px, distance: span }) => {
      const probe = window as unknown as { __longTasks: number[] };
      const region = document.querySelector<HTMLElement>('[role="region"][aria-label="API keys"]');
      const table = region?.querySelector('table');
      if (!region || !table) throw new Error('no key table');
      const last = Number(table.getAttribute('aria-rowcount'));
      const nextFrame = () => new Promise<number>((resolveFrame) => requestAnimationFrame(resolveFrame));
      const start = region.scrollTop;
      await nextFrame();
      probe.__longTasks = [];
      const frameTimes: number[] = [];
      let maxRows = 0;
      let previous = performance.now();
      while (
        region.scrollTop - start < span &&
        region.scrollTop + region.clientHeight < region.scrollHeight - 1
      ) {
        region.scrollTop += px;
        const now = await nextFrame();
        frameTimes.push(now - previous);
        previous = now;
        maxRows = Math.max(maxRows, table.querySelectorAll('tbody tr[aria-rowindex]').length);
      }
      await nextFrame();
      await nextFrame();
      const reachedLastRow = table.querySelector(`tbody tr[aria-rowindex="${last}"]`) !== null;
      // Long tasks are reported asynchronously: give the observer a moment.
      await new Promise((resolveWait) => setTimeout(resolveWait, 300));
      return { frameTimes, reachedLastRow, longTasks: [...probe.__longTasks], maxRows };
    },
    { step, distance },
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  tdur?: number;
}

const RENDERING_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/** Runs `action` under a Chromium trace; the page's main-thread CPU time, in all and by kind (ms). */
async function traced<T>(context: BrowserContext, page: Page, action: () => Promise<T>) {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolveDone) =>
    cdp.once('Tracing.tracingComplete', () => resolveDone()),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  const result = await action();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  // The renderer's main thread: the one whose tasks took the most CPU.
  const perThread = new Map<number, number>();
  for (const event of events) {
    if (event.name === 'RunTask')
      perThread.set(event.tid, (perThread.get(event.tid) ?? 0) + (event.tdur ?? 0));
  }
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sum = (match: (event: TraceEvent) => boolean) =>
    events
      .filter((event) => event.tid === main && event.ph === 'X' && match(event))
      .reduce((total, event) => total + (event.tdur ?? 0), 0) / 1000;
  return {
    result,
    cpuMs: {
      total: sum((event) => event.name === 'RunTask'),
      script: sum((event) => event.name === 'FunctionCall' || event.name === 'EventDispatch'),
      rendering: sum((event) => RENDERING_EVENTS.has(event.name)),
    },
  };
}

function scrollResult(
  step: number,
  { result: measured, cpuMs }: { result: Awaited<ReturnType<typeof scroll>>; cpuMs: Record<string, number> },
): ScrollResult {
  const frames = [...measured.frameTimes].sort((a, b) => a - b);
  const perFrame = (ms = 0) => round(ms / Math.max(1, frames.length));
  return {
    stepPx: step,
    frames: frames.length,
    cpuPerFrameMs: {
      total: perFrame(cpuMs.total),
      script: perFrame(cpuMs.script),
      rendering: perFrame(cpuMs.rendering),
    },
    longTasks: measured.longTasks.length,
    longestTaskMs: round(Math.max(0, ...measured.longTasks)),
    frameMs: {
      p50: round(percentile(frames, 0.5)),
      p95: round(percentile(frames, 0.95)),
      max: round(frames.at(-1) ?? 0),
    },
    maxRowsInDom: measured.maxRows,
  };
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
