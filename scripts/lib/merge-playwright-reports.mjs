// Pure merging behind scripts/e2e-run.mjs: the JSON reports of the Playwright processes that run side by
// side become one, in the shape scripts/lib/summarise-reports.mjs counts (and Playwright's JSON reporter writes).

const COUNTS = /** @type {const} */ (['expected', 'skipped', 'unexpected', 'flaky']);

/**
 * The parts of Playwright's JSON report that are merged (the rest of `config` is kept from the first).
 * @typedef {{ config?: unknown, suites?: unknown[], errors?: { message: string }[],
 *   stats: { startTime: string, duration: number, expected?: number, skipped?: number, unexpected?: number,
 *   flaky?: number } }} PlaywrightReport
 */

/**
 * @param {{ name: string, exitCode: number, report: PlaywrightReport | null }[]} parts  each run's report
 *   (null when it wrote none)
 * @returns {PlaywrightReport} one report: every run's suites and errors, summed counts, the wall time from the first start
 *   to the last end. A run without a report adds a top-level error, so it counts as a failure.
 */
export function mergePlaywrightReports(parts) {
  const reports = /** @type {PlaywrightReport[]} */ (parts.map(({ report }) => report).filter(Boolean));
  const missing = parts.filter(({ report }) => report == null);
  const starts = reports.map(({ stats }) => Date.parse(stats.startTime));
  const ends = reports.map(({ stats }, index) => starts[index] + stats.duration);
  const first = Math.min(...starts);
  const stats = Object.fromEntries(
    COUNTS.map((count) => [count, reports.reduce((sum, { stats }) => sum + (stats[count] ?? 0), 0)]),
  );
  return {
    config: reports[0]?.config ?? {},
    suites: reports.flatMap((report) => report.suites ?? []),
    errors: [
      ...reports.flatMap((report) => report.errors ?? []),
      ...missing.map(({ name, exitCode }) => ({
        message: `the ${name} run wrote no report (exit ${exitCode})`,
      })),
    ],
    stats: {
      startTime: reports.length > 0 ? new Date(first).toISOString() : new Date().toISOString(),
      duration: reports.length > 0 ? Math.max(...ends) - first : 0,
      ...stats,
    },
  };
}
