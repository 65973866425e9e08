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
  const failedTests = files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${FAILED_PREFIX}${file.name} › ${test.fullName ?? test.title}: ${firstLine(stripAnsi(test.failureMessages?.[0] ?? ''))}`,
      ),
  );
  // A test that passed on a retry (vitest.config.ts retries in CI) keeps the errors of its failed tries.
  const flakyTests = files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map(
        (test) =>
          `${FLAKY_PREFIX}${file.name} › ${test.fullName ?? test.title} (first try: ${firstLine(stripAnsi(test.failureMessages[0]))})`,
      ),
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: [
      ...(flakyTests.length ? [`${flakyTests.length} flaky (passed on retry)`] : []),
      ...flakyTests,
      ...failedTests,
      ...brokenFiles.map((file) => `failed outside its tests: ${file.name}: ${firstLine(file.message)}`),
    ],
  };
}

/**
 * Playwright JSON reporter output. Flaky tests (passed on retry) count as passed, and each is named in a note
 * with the error of its failed try (a flake seen today is a failed run tomorrow); each failed test is named
 * with its first error line; each top-level error (web server did not start, a spec that does not compile)
 * counts as one failure.
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
      ...testsWithStatus(report, 'flaky').map(
        ({ name, error }) => `${FLAKY_PREFIX}${name} (first try: ${error})`,
      ),
      ...testsWithStatus(report, 'unexpected').map(({ name, error }) => `${FAILED_PREFIX}${name}: ${error}`),
      ...errors.map((error) => firstLine(error.message)),
    ],
  };
}

/** What starts the note naming a flaky test; .ci/run collects these lines. */
export const FLAKY_PREFIX = 'flaky (passed on retry): ';
/** What starts the note naming a failed test and its first error line; .ci/run collects these lines. */
export const FAILED_PREFIX = 'failed: ';

/**
 * The tests of a Playwright JSON report that passed only on a retry, as `[project] file:line › describe › title`.
 * @returns {string[]}
 */
export function flakyTests(report) {
  return testsWithStatus(report, 'flaky').map(({ name }) => name);
}

/**
 * The tests of a Playwright JSON report with an outcome (`flaky`, `unexpected`), each named as
 * `[project] file:line › describe › title`, with the first line of the first error of its first failed try.
 * @returns {{ name: string, error: string }[]}
 */
export function testsWithStatus(report, status) {
  /** @type {{ name: string, error: string }[]} */
  const found = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const path = [...titles, spec.title].join(' › ');
        const failedTry = (test.results ?? []).find(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        );
        const error = failedTry?.errors?.[0]?.message ?? failedTry?.error?.message;
        found.push({
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${path}`,
          error: error ? firstLine(stripAnsi(error)) : `(${failedTry?.status ?? 'no result'})`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's suite is titled by its path, which the spec's file:line already says.
  for (const file of report.suites ?? []) walk(file, []);
  return found;
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
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

// Playwright colours its messages for a terminal.
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI = /\u001b\[[0-9;]*m/g;

function stripAnsi(text) {
  return text.replace(ANSI, '');
}
