import { cpus } from 'node:os';

import { reportApiKeysBench, runApiKeysBench } from './api-keys.ts';
import { reportBundleBench, runBundleBench } from './bundle.ts';
import { reportLighthouseBench, runLighthouseBench } from './lighthouse.ts';
import { reportLoadersBench, runLoadersBench } from './loaders.ts';
import { reportLoadersColdBench, runLoadersColdBench } from './loaders-cold.ts';
import { reportLoadersFaultBench, runLoadersFaultBench } from './loaders-fault.ts';
import { reportPaletteBench, runPaletteBench } from './palette.ts';
import { reportResponsivenessBench, runResponsivenessBench } from './responsiveness.ts';
import { RESULTS_PATH, writeSection } from './results.ts';
import { reportTimingsBench, runTimingsBench } from './timings.ts';

/**
 * `npm run bench [-- <section>…]`: runs the benchmarks (all by default), prints their figures and merges
 * them into bench/results.json under each section's key. Exits non-zero when a section misses its budget.
 */

interface Outcome {
  readonly result: { readonly withinBudget: boolean };
  readonly report: string;
}

/** A benchmark: runs, then describes its result for the terminal. */
function section<R extends { readonly withinBudget: boolean }>(
  run: () => R | Promise<R>,
  report: (result: R) => string,
) {
  return async (): Promise<Outcome> => {
    const result = await run();
    return { result, report: report(result) };
  };
}

const SECTIONS: Record<string, () => Promise<Outcome>> = {
  palette: section(runPaletteBench, reportPaletteBench),
  bundle: section(runBundleBench, reportBundleBench),
  'api-keys': section(runApiKeysBench, reportApiKeysBench),
  lighthouse: section(runLighthouseBench, reportLighthouseBench),
  responsiveness: section(runResponsivenessBench, reportResponsivenessBench),
  timings: section(runTimingsBench, reportTimingsBench),
  loaders: section(runLoadersBench, reportLoadersBench),
  'loaders-cold': section(runLoadersColdBench, reportLoadersColdBench),
  'loaders-fault': section(runLoadersFaultBench, reportLoadersFaultBench),
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(
    `Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(2);
}

const machine = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
};

let failed = false;
// The loader benches compare two builds made beforehand (loaders-builds.ts), so they run only when named.
const defaults = Object.keys(SECTIONS).filter((name) => !name.startsWith('loaders'));
for (const name of requested.length > 0 ? requested : defaults) {
  const { result, report } = await (SECTIONS[name] as () => Promise<Outcome>)();
  console.log(report);
  writeSection(name, { ...result, machine, measuredAt: new Date().toISOString() });
  failed ||= !result.withinBudget;
}
console.log(`\nResults merged into ${RESULTS_PATH}`);
if (failed) process.exitCode = 1;
