// Pure counting behind `npm test` (scripts/test-all.mjs): turns the runners' JSON reports and the exit
// codes of the check steps into one `N passed, N failed` line.

/** @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Count */

/**
 * Vitest JSON reporter output. A file that failed outside its tests (import error, throwing hook) counts
 * as one failure; `numFailedTestSuites` is not used because it also counts every describe block around
 * a failed test.
 * @returns {Count}
 */
export function countVitest(report) {
  const files = report.testResults ?? [];
  const brokenFiles = files.filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: brokenFiles.map((file) => `failed outside its tests: ${file.name}: ${firstLine(file.message)}`),
  };
}

/**
 * Playwright JSON reporter output. Flaky tests (passed on retry) count as passed, and each is named in a note
 * (a flake seen today is a failed run tomorrow); each top-level error (web server did not start, a spec that
 * does not compile) counts as one failure.
 * @returns {Count}
 */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  const errors = report.errors ?? [];
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
    notes: [
      ...(stats.flaky ? [`${stats.flaky} flaky (passed on retry)`] : []),
      ...flakyTests(report).map((name) => `${FLAKY_PREFIX}${name}`),
      ...errors.map((error) => firstLine(error.message)),
    ],
  };
}

/** What starts the note naming a flaky test; .ci/run collects these lines. */
export const FLAKY_PREFIX = 'flaky (passed on retry): ';

/**
 * The tests of a Playwright JSON report that passed only on a retry, as `[project] file:line › describe › title`.
 * @returns {string[]}
 */
export function flakyTests(report) {
  /** @type {string[]} */
  const names = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const path = [...titles, spec.title].join(' › ');
        names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${path}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's suite is titled by its path, which the spec's file:line already says.
  for (const file of report.suites ?? []) walk(file, []);
  return names;
}

/**
 * @param {{ name: string, exitCode: number | null }[]} checks  steps without a report (typecheck, lint…):
 *   a failed step counts as one failure, a passing one counts nothing.
 * @param {{ name: string, exitCode: number | null, report: unknown, count: (report: any) => Count }[]} runners
 *   test runners; a missing report, or a non-zero exit with no failure in the report, counts as one failure.
 */
export function summarise(checks, runners) {
  const parts = [
    ...checks.map(({ name, exitCode }) => ({
      name,
      passed: 0,
      failed: exitCode === 0 ? 0 : 1,
      skipped: 0,
      notes: exitCode === 0 ? [] : [`exited ${exitCode ?? 'abnormally'}`],
    })),
    ...runners.map(({ name, exitCode, report, count }) => {
      if (report == null) {
        return {
          name,
          passed: 0,
          failed: 1,
          skipped: 0,
          notes: [`no report (exit ${exitCode ?? 'abnormal'})`],
        };
      }
      const counted = count(report);
      if (exitCode !== 0 && counted.failed === 0) {
        return {
          name,
          ...counted,
          failed: 1,
          notes: [...counted.notes, `exited ${exitCode ?? 'abnormally'} without a failed test in its report`],
        };
      }
      return { name, ...counted };
    }),
  ];
  const total = (key) => parts.reduce((sum, part) => sum + part[key], 0);
  const passed = total('passed');
  const failed = total('failed');
  return { parts, passed, failed, skipped: total('skipped'), line: `${passed} passed, ${failed} failed` };
}

function firstLine(text) {
  return String(text ?? '').split('\n', 1)[0] ?? '';
}
