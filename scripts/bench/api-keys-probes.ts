import type { BrowserContext, Page } from '@playwright/test';

import { percentile } from './stats.ts';

// The API keys bench's in-page probes and measurements, apart from the run and its report.
export const round = (value: number) => Math.round(value * 10) / 10;

export interface ScrollResult {
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

// Runs in the page before its scripts: long tasks and the moment the first key row appears.
export const PAGE_PROBES = () => {
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

export async function listRendered(
  page: Page,
  base: string,
): Promise<{ total: number; afterResponse: number }> {
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
export async function idleFrame(page: Page): Promise<number> {
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
export async function scroll(page: Page, step: number, distance = Number.POSITIVE_INFINITY) {
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
export async function traced<T>(context: BrowserContext, page: Page, action: () => Promise<T>) {
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

export function scrollResult(
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
