import { cpus, loadavg } from 'node:os';

import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';

import { reportPaintGraphs, summarizeGraph, takePaintGraphs, type GraphSummary } from './lantern-graphs.ts';
import { ARTIFACTS_DIR, pageSlug, saveRunArtifacts } from './lighthouse-artifacts.ts';
import { clearHttpCache, launchLighthouseBrowser } from './lighthouse-browser.ts';
import { signInDemoAdmin, startProductionBuild } from './production-build.ts';
import { percentile } from './stats.ts';

/**
 * Lighthouse mobile and desktop on the production build, median of RUNS with an empty HTTP cache; the
 * machine's load is part of the result (docs/performance.md, "What the benches measure").
 */

export const RUNS = 5;
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
  /** What Lantern charged to FCP and LCP in this run (lantern-graphs.ts). */
  readonly paintGraphs: GraphSummary[];
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
    // Lighthouse's storage reset clears the site's cookies too (they are per host, not per port), which
    // would sign the admin out: signed-in runs keep storage and get an empty HTTP cache from the caller.
    disableStorageReset: keepSession,
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
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
            const name = `${pageSlug(path)}-${preset}-${run + 1}`;
            runs.push(await audit(`${build.base}${path}`, port, preset, signedIn, name));
          }
          const of = (key: Exclude<keyof LighthouseFigures, 'a11yFailures' | 'paintGraphs'>) =>
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
            paintGraphs: medianRun(runs).paintGraphs,
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
    ...(row.preset === 'mobile' ? reportPaintGraphs(row.paintGraphs, '             ') : []),
  ]);
  return [
    `\nLighthouse (production build, median of ${RUNS}; load ${result.load.average1m} on ${result.load.cores} cores)`,
    header,
    ...lines,
    `  goals: performance >= ${MOBILE_PERFORMANCE_GOAL} on mobile, accessibility ${ACCESSIBILITY_GOAL}: ${result.withinBudget ? 'met' : 'NOT MET'}`,
    `  each run's report, trace and paint graphs: ${ARTIFACTS_DIR}`,
  ].join('\n');
}
