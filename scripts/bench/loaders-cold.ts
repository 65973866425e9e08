import { cpus, loadavg } from 'node:os';

import { audit, median } from './lighthouse.ts';
import { clearHttpCache, launchLighthouseBrowser } from './lighthouse-browser.ts';
import { serveBuilds, VARIANTS, type Variant } from './loaders-builds.ts';
import { signInDemoAdmin } from './production-build.ts';

/**
 * `npm run bench -- loaders-cold`: Lighthouse mobile on a cold signed-in load of / and /api-keys in builds A
 * and B (loaders-builds.ts), A and B alternated run by run, median of LOADERS_RUNS (default 5).
 */

const PAGES = ['/', '/api-keys'] as const;

interface ColdFigures {
  readonly performance: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
}

export interface ColdRow extends ColdFigures {
  readonly path: string;
  readonly variant: Variant;
  readonly scores: number[];
}

export interface LoadersColdResult {
  readonly runs: number;
  readonly rows: ColdRow[];
  readonly load: { readonly before: number; readonly after: number; readonly cores: number };
  readonly withinBudget: boolean;
}

export async function runLoadersColdBench(): Promise<LoadersColdResult> {
  const runs = Number(process.env.LOADERS_RUNS ?? 5);
  const before = loadavg()[0] ?? 0;
  const { bases, api, stop } = await serveBuilds();
  const { context, port, close } = await launchLighthouseBrowser();
  const rows: ColdRow[] = [];
  try {
    // The session cookie is per host, so one sign-in serves both; each origin keeps its own signed-in hint,
    // which decides the signed-in chunks' preloads, so B's is set by a visit.
    await signInDemoAdmin(context, bases.A, api);
    const visit = await context.newPage();
    await visit.goto(`${bases.B}/`);
    await visit.waitForLoadState('networkidle');
    await visit.close();
    for (const path of PAGES) {
      const samples: Record<Variant, ColdFigures[]> = { A: [], B: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const variant of run % 2 === 0 ? VARIANTS : ([...VARIANTS].reverse() as Variant[])) {
          await clearHttpCache(context);
          const figures = await audit(`${bases[variant]}${path}`, port, 'mobile', true);
          samples[variant].push(figures);
          console.log(`${path} ${variant}: ${figures.performance} LCP ${figures.lcpMs} TBT ${figures.tbtMs}`);
        }
      }
      for (const variant of VARIANTS) {
        const of = (key: keyof ColdFigures) => median(samples[variant].map((figures) => figures[key]));
        rows.push({
          path,
          variant,
          performance: of('performance'),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          scores: samples[variant].map((figures) => figures.performance),
        });
      }
    }
  } finally {
    await close();
    stop();
  }
  const after = loadavg()[0] ?? 0;
  return { runs, rows, load: { before, after, cores: cpus().length }, withinBudget: true };
}

export function reportLoadersColdBench(result: LoadersColdResult): string {
  const lines = result.rows.map(
    (row) =>
      `  ${row.path.padEnd(10)} ${row.variant}  ${String(row.performance).padStart(3)} (${row.scores.join(', ')})  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms`,
  );
  const { before, after, cores } = result.load;
  return [
    `\nLighthouse mobile, cold signed-in load, median of ${result.runs} (load ${before.toFixed(1)}–${after.toFixed(1)} on ${cores} cores)`,
    ...lines,
  ].join('\n');
}
