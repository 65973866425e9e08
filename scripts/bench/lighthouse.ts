import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.ts';
import { freePort, signInDemoAdmin, startProductionBuild } from './production-build.ts';
import { percentile } from './stats.ts';

/**
 * Lighthouse mobile and desktop on the production build, median of RUNS with an empty HTTP cache; the
 * machine's load is part of the result (docs/performance.md, "What the benches measure").
 */

export const RUNS = 3;
export const MOBILE_PERFORMANCE_GOAL = 95;
export const ACCESSIBILITY_GOAL = 100;

const PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/models', signedIn: true },
  { path: '/api-keys', signedIn: true },
] as const;
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The accessibility audits that failed, by id (what to fix when the score is below 100). */
  readonly a11yFailures: string[];
}

export interface LighthouseRow extends LighthouseFigures {
  readonly path: string;
  readonly preset: Preset;
  readonly runs: LighthouseFigures[];
}

export interface LighthouseResult {
  readonly rows: LighthouseRow[];
  readonly load: { readonly average1m: number; readonly cores: number };
  readonly goals: { readonly mobilePerformance: number; readonly accessibility: number };
  readonly withinBudget: boolean;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One Lighthouse run of `url` through the Chromium listening on `port`. */
export async function audit(url: string, port: number, preset: Preset, keepSession: boolean) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's storage reset clears the site's cookies too (they are per host, not per port), which
    // would sign the admin out: signed-in runs keep storage and get an empty HTTP cache from the caller.
    disableStorageReset: keepSession,
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: round((categories.performance?.score ?? 0) * 100),
    accessibility: round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: round(numeric('first-contentful-paint')),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    a11yFailures: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

export async function clearHttpCache(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Chromium with one persistent profile for Playwright (to sign in) and Lighthouse (over the debugging
 * `port`), so the signed-in runs share the session cookie. `close` also deletes the profile.
 */
export async function launchLighthouseBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${port}`],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, port, close };
}

export async function runLighthouseBench(): Promise<LighthouseResult> {
  const build = await startProductionBuild();
  const { context, port, close } = await launchLighthouseBrowser();
  const rows: LighthouseRow[] = [];
  try {
    // Signed-out pages first: once signed in, /auth sends the visitor on to the console.
    for (const signedIn of [false, true]) {
      if (signedIn) await signInDemoAdmin(context, build.base, build.api);
      for (const { path } of PAGES.filter((page) => page.signedIn === signedIn)) {
        for (const preset of PRESETS) {
          const runs: LighthouseFigures[] = [];
          for (let run = 0; run < RUNS; run += 1) {
            if (signedIn) await clearHttpCache(context);
            runs.push(await audit(`${build.base}${path}`, port, preset, signedIn));
          }
          const of = (key: Exclude<keyof LighthouseFigures, 'a11yFailures'>) =>
            median(runs.map((figures) => figures[key]));
          rows.push({
            path,
            preset,
            performance: of('performance'),
            accessibility: of('accessibility'),
            fcpMs: of('fcpMs'),
            lcpMs: of('lcpMs'),
            tbtMs: of('tbtMs'),
            cls: of('cls'),
            a11yFailures: [...new Set(runs.flatMap((figures) => figures.a11yFailures))],
            runs,
          });
        }
      }
    }
  } finally {
    await close();
    build.stop();
  }
  return {
    rows,
    load: { average1m: round(loadavg()[0] ?? 0, 2), cores: cpus().length },
    goals: { mobilePerformance: MOBILE_PERFORMANCE_GOAL, accessibility: ACCESSIBILITY_GOAL },
    withinBudget: rows.every(
      (row) =>
        row.accessibility >= ACCESSIBILITY_GOAL &&
        (row.preset !== 'mobile' || row.performance >= MOBILE_PERFORMANCE_GOAL),
    ),
  };
}

export function reportLighthouseBench(result: LighthouseResult): string {
  const header = `  ${'page'.padEnd(10)} ${'preset'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)}`;
  const lines = result.rows.flatMap((row) => [
    `  ${row.path.padEnd(10)} ${row.preset.padEnd(8)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.fcpMs).padStart(8)} ${String(row.lcpMs).padStart(8)} ${String(row.tbtMs).padStart(8)} ${row.cls.toFixed(3).padStart(7)}`,
    ...(row.a11yFailures.length > 0
      ? [`             accessibility audits failed: ${row.a11yFailures.join(', ')}`]
      : []),
  ]);
  return [
    `\nLighthouse (production build, median of ${RUNS}; load ${result.load.average1m} on ${result.load.cores} cores)`,
    header,
    ...lines,
    `  goals: performance >= ${MOBILE_PERFORMANCE_GOAL} on mobile, accessibility ${ACCESSIBILITY_GOAL}: ${result.withinBudget ? 'met' : 'NOT MET'}`,
  ].join('\n');
}
