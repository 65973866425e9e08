import { describe, expect, it } from 'vitest';

import { countPlaywright, countVitest, summarise } from './summarise-reports.mjs';

// Trimmed from real reports of vitest 5.1 and Playwright 1.65.
const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  numFailedTestSuites: 4,
  success: false,
  testResults: [
    {
      name: '/repo/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { title: 'passes', status: 'passed' },
        { title: 'fails', status: 'failed' },
        { title: 'skipped', status: 'skipped' },
        { title: 'todo', status: 'todo' },
      ],
    },
    {
      name: '/repo/b.test.ts',
      status: 'failed',
      message: "Cannot find module './does-not-exist'\nimported from b.test.ts",
      assertionResults: [],
    },
    {
      name: '/repo/c.test.ts',
      status: 'failed',
      message: 'boom in afterAll',
      assertionResults: [{ title: 'passes but hook fails', status: 'passed' }],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 },
  errors: [],
};

const playwrightServerDown = {
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [{ message: 'Error: Process from config.webServer was not able to start. Exit code: 1' }],
};

const runner = (name: string, exitCode: number | null, report: unknown) => ({
  name,
  exitCode,
  report,
  count: name === 'vitest' ? countVitest : countPlaywright,
});

describe('countVitest', () => {
  it('counts failed tests plus files that failed outside their tests, not describe blocks', () => {
    expect(countVitest(vitestReport)).toEqual({
      passed: 3,
      failed: 3,
      skipped: 2,
      notes: [
        "failed outside its tests: /repo/b.test.ts: Cannot find module './does-not-exist'",
        'failed outside its tests: /repo/c.test.ts: boom in afterAll',
      ],
    });
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed and skipped tests apart', () => {
    expect(countPlaywright(playwrightReport)).toMatchObject({ passed: 5, failed: 1, skipped: 2 });
  });

  it('counts a top-level error such as a web server that did not start as a failure', () => {
    expect(countPlaywright(playwrightServerDown)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('summarise', () => {
  it('adds the runners and counts each failed check step as one failure', () => {
    const summary = summarise(
      [
        { name: 'typecheck', exitCode: 0 },
        { name: 'lint', exitCode: 1 },
      ],
      [runner('vitest', 1, vitestReport), runner('playwright', 1, playwrightReport)],
    );

    expect(summary.line).toBe('8 passed, 5 failed');
    expect(summary.skipped).toBe(4);
    expect(summary.parts.map((part) => [part.name, part.failed])).toEqual([
      ['typecheck', 0],
      ['lint', 1],
      ['vitest', 3],
      ['playwright', 1],
    ]);
  });

  it('prints 0 failed when everything passed', () => {
    const clean = { ...playwrightReport, stats: { ...playwrightReport.stats, unexpected: 0 } };
    expect(summarise([{ name: 'lint', exitCode: 0 }], [runner('playwright', 0, clean)]).line).toBe(
      '5 passed, 0 failed',
    );
  });

  it('counts a runner without a report as one failure', () => {
    const summary = summarise([], [runner('playwright', 1, null)]);
    expect(summary.line).toBe('0 passed, 1 failed');
    expect(summary.parts[0]?.notes).toEqual(['no report (exit 1)']);
  });

  it('counts a non-zero exit with a clean report (an unhandled error) as one failure', () => {
    const clean = { numPassedTests: 2, numFailedTests: 0, testResults: [] };
    expect(summarise([], [runner('vitest', 1, clean)]).line).toBe('2 passed, 1 failed');
  });
});
