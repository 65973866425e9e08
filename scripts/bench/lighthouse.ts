import { cpus, loadavg } from 'node:os';

import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';

import { reportPaintGraphs, summarizeGraph, takePaintGraphs, type GraphSummary } from './lantern-graphs.ts';
import { ARTIFACTS_DIR, pageSlug, saveRunArtifacts } from './lighthouse-artifacts.ts';
import { clearHttpCache, launchLighthouseBrowser } from './lighthouse-browser.ts';
import { buildFloor } from './floor/build.ts';
import { serveWithNginx, signInDemoAdmin, startProductionBuild } from './production-build.ts';
import { percentile } from './stats.ts';

/**
 * Lighthouse mobile and desktop on the production build, median of RUNS with an empty HTTP cache, each run
 * interleaved with the same on the floor (floor/main.tsx: the least an app on this stack can be, served by the
 * same nginx), so that the goals hold on any machine: absolute scores move with the machine, the gap to the
 * floor much less (docs/performance.md, "What the benches measure").
 */

export const RUNS = 5;
export const ACCESSIBILITY_GOAL = 100;
/** How far below the floor's mobile score a signed-in page may be; /auth may not be below it at all. */
export const SIGNED_IN_SCORE_GAP = 3;
/** How much of the floor's mobile blocking time a page may have. */
export const BLOCKING_TIME_RATIO = 1.25;

export const FLOOR = 'floor';
const PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/models', signedIn: true },
  { path: '/api-keys', signedIn: true },
  { path: '/team', signedIn: true },
  { path: '/billing', signedIn: true },
  { path: '/settings', signedIn: true },
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
  /** What Lantern charged to FCP and LCP in this run (lantern-graphs.ts). */
  readonly paintGraphs: GraphSummary[];
}

export interface LighthouseRow extends LighthouseFigures {
  readonly path: string;
  readonly preset: Preset;
  readonly runs: LighthouseFigures[];
}

/** A mobile row measured against the floor's: what the goals ask of it, and whether it meets them. */
export interface FloorVerdict {
  readonly path: string;
  readonly minPerformance: number;
  readonly maxTbtMs: number;
  readonly met: boolean;
}

export interface LighthouseResult {
  /** The floor's rows (path `floor`) first, then the console's pages. */
  readonly rows: LighthouseRow[];
  readonly verdicts: FloorVerdict[];
  readonly load: { readonly average1m: number; readonly cores: number };
  readonly goals: {
    readonly signedInScoreGap: number;
    readonly blockingTimeRatio: number;
    readonly accessibility: number;
  };
  readonly withinBudget: boolean;
}

/**
 * The goals on mobile: /auth scores at least the floor, every signed-in page within SIGNED_IN_SCORE_GAP points
 * of it, and each has at most BLOCKING_TIME_RATIO times the floor's blocking time.
 */
export function floorVerdicts(
  rows: readonly Pick<LighthouseRow, 'path' | 'preset' | 'performance' | 'tbtMs'>[],
) {
  const floor = rows.find((row) => row.path === FLOOR && row.preset === 'mobile');
  if (!floor) throw new Error('bench: no floor row');
  return rows
    .filter((row) => row.path !== FLOOR && row.preset === 'mobile')
    .map((row): FloorVerdict => {
      const minPerformance = floor.performance - (row.path === '/auth' ? 0 : SIGNED_IN_SCORE_GAP);
      const maxTbtMs = Math.round(floor.tbtMs * BLOCKING_TIME_RATIO);
      return {
        path: row.path,
        minPerformance,
        maxTbtMs,
        met: row.performance >= minPerformance && row.tbtMs <= maxTbtMs,
      };
    });
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
/** The run whose score is the median: its paint graphs stand for the row. */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const score = median(runs.map((figures) => figures.performance));
  const run = runs.find((figures) => figures.performance === score) ?? runs[0];
  if (!run) throw new Error('bench: no Lighthouse runs');
  return run;
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * One Lighthouse run of `url` through the Chromium listening on `port`; with `artifactName`, its report,
 * trace and paint graphs are kept (lighthouse-artifacts.ts).
 */
export async function audit(
  url: string,
  port: number,
  preset: Preset,
  keepSession: boolean,
  artifactName?: string,
): Promise<LighthouseFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed-in runs keep the origin's storage as it is and get an empty HTTP cache from the caller; the
    // signed-out ones (/auth) reset it, which clears neither cookies nor local storage (the run loop does).
    disableStorageReset: keepSession,
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  let result = await lighthouse(url, flags, config);
  // Lighthouse now and then fails to record the trace (NO_NAVSTART…) and scores the run 0: run it again.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) {
    result = await lighthouse(url, flags, config);
  }
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`bench: Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
  }
  // A page that sent the browser elsewhere (a signed-in /auth goes to the overview) measured another page.
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`bench: ${url} ended at ${result.lhr.finalDisplayedUrl}`);
  }
  const graphs = takePaintGraphs(new URL(url).origin);
  if (artifactName) saveRunArtifacts(artifactName, result, graphs);
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
    paintGraphs: graphs.map((graph) => summarizeGraph(graph)),
  };
}

const figureKeys = [
  'performance',
  'accessibility',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
] as const satisfies (keyof LighthouseFigures)[];

function rowOf(path: string, preset: Preset, runs: LighthouseFigures[]): LighthouseRow {
  const of = (key: (typeof figureKeys)[number]) => median(runs.map((figures) => figures[key]));
  return {
    path,
    preset,
    ...(Object.fromEntries(figureKeys.map((key) => [key, of(key)])) as Pick<
      LighthouseFigures,
      (typeof figureKeys)[number]
    >),
    a11yFailures: [...new Set(runs.flatMap((figures) => figures.a11yFailures))],
    paintGraphs: medianRun(runs).paintGraphs,
    runs,
  };
}

export async function runLighthouseBench(): Promise<LighthouseResult> {
  const build = await startProductionBuild();
  const floor = await serveWithNginx(await buildFloor());
  const { context, port, close } = await launchLighthouseBrowser();
  const targets = [{ path: FLOOR, signedIn: false }, ...PAGES];
  const runsOf = new Map<string, LighthouseFigures[]>();
  try {
    // Run by run, every target in turn, so a slower spell of the machine falls on all of them alike. The floor
    // and /auth first, signed out (Lighthouse's storage reset leaves the session cookie, and a signed-in
    // /auth is the overview): the admin signs in again for the other pages.
    for (let run = 0; run < RUNS; run += 1) {
      await context.clearCookies();
      for (const { path, signedIn } of targets) {
        if (signedIn && path === PAGES.find((page) => page.signedIn)?.path) {
          await signInDemoAdmin(context, build.base, build.api);
        }
        const url = path === FLOOR ? `${floor.base}/` : `${build.base}${path}`;
        for (const preset of PRESETS) {
          await clearHttpCache(context);
          const name = `${path === FLOOR ? FLOOR : pageSlug(path)}-${preset}-${run + 1}`;
          const figures = await audit(url, port, preset, signedIn || path === FLOOR, name);
          const key = `${path} ${preset}`;
          runsOf.set(key, [...(runsOf.get(key) ?? []), figures]);
        }
      }
    }
  } finally {
    await close();
    floor.stop();
    build.stop();
  }
  const rows = targets.flatMap(({ path }) =>
    PRESETS.map((preset) => rowOf(path, preset, runsOf.get(`${path} ${preset}`) ?? [])),
  );
  const verdicts = floorVerdicts(rows);
  return {
    rows,
    verdicts,
    load: { average1m: round(loadavg()[0] ?? 0, 2), cores: cpus().length },
    goals: {
      signedInScoreGap: SIGNED_IN_SCORE_GAP,
      blockingTimeRatio: BLOCKING_TIME_RATIO,
      accessibility: ACCESSIBILITY_GOAL,
    },
    withinBudget:
      verdicts.every((verdict) => verdict.met) &&
      rows.every((row) => row.path === FLOOR || row.accessibility >= ACCESSIBILITY_GOAL),
  };
}

export function reportLighthouseBench(result: LighthouseResult): string {
  const header = `  ${'page'.padEnd(10)} ${'preset'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)}`;
  const lines = result.rows.flatMap((row) => [
    `  ${row.path.padEnd(10)} ${row.preset.padEnd(8)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.fcpMs).padStart(8)} ${String(row.lcpMs).padStart(8)} ${String(row.tbtMs).padStart(8)} ${row.cls.toFixed(3).padStart(7)}`,
    ...(row.a11yFailures.length > 0
      ? [`             accessibility audits failed: ${row.a11yFailures.join(', ')}`]
      : []),
    ...(row.preset === 'mobile' ? reportPaintGraphs(row.paintGraphs, '             ') : []),
  ]);
  const verdicts = result.verdicts.map(
    (verdict) =>
      `  ${verdict.path.padEnd(10)} mobile: performance >= ${verdict.minPerformance}, TBT <= ${verdict.maxTbtMs} ms: ${verdict.met ? 'met' : 'NOT MET'}`,
  );
  return [
    `\nLighthouse (production build and the floor, interleaved, median of ${RUNS}; load ${result.load.average1m} on ${result.load.cores} cores)`,
    header,
    ...lines,
    `  goals against the floor (/auth at least its mobile score, signed-in pages within ${SIGNED_IN_SCORE_GAP} points, TBT at most ${BLOCKING_TIME_RATIO}x; accessibility ${ACCESSIBILITY_GOAL}):`,
    ...verdicts,
    `  ${result.withinBudget ? 'all met' : 'NOT ALL MET'}`,
    `  each run's report, trace and paint graphs: ${ARTIFACTS_DIR}`,
  ].join('\n');
}
