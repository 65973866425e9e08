import { describe, expect, it } from 'vitest';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { countPlaywright, countVitest, FLAKY_PREFIX, flakyTests, summarise } from './summarise-reports.mjs';

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
        {
          title: 'fails',
          fullName: 'a group fails',
          status: 'failed',
          failureMessages: ['\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3:5'],
        },
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

// A vitest 5.1 report with `retry: 1`: the test failed its first try and passed its second.
const vitestFlakyReport = {
  numPassedTests: 2,
  numFailedTests: 0,
  testResults: [
    {
      name: '/repo/d.test.tsx',
      status: 'passed',
      message: '',
      assertionResults: [
        { title: 'steady', status: 'passed', failureMessages: [] },
        {
          title: 'removes it at once',
          fullName: 'dismissing the banner removes it at once',
          status: 'passed',
          failureMessages: ['TestTimeoutError: Test timed out in 15000ms.\nIf this is a long-running test…'],
        },
      ],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 },
  errors: [],
};

// The suites of a real Playwright 1.65 JSON report with retries: two tests passed on their retry.
const playwrightFlakyReport = {
  stats: { expected: 1, unexpected: 0, flaky: 2, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'faults-wizard.spec.ts',
      file: 'faults-wizard.spec.ts',
      specs: [
        {
          title: 'offline mid-wizard',
          file: 'faults-wizard.spec.ts',
          line: 148,
          tests: [
            {
              projectName: 'mock-control',
              status: 'flaky',
              results: [
                {
                  status: 'timedOut',
                  retry: 0,
                  errors: [
                    {
                      message: 'Test timeout of 30000ms exceeded.',
                    },
                  ],
                },
                { status: 'passed', retry: 1, errors: [] },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'signed in',
          file: 'faults-wizard.spec.ts',
          specs: [
            {
              title: 'steady',
              file: 'faults-wizard.spec.ts',
              line: 4,
              tests: [{ projectName: 'mock-control', status: 'expected' }],
            },
            {
              title: 'models × 500',
              file: 'faults-wizard.spec.ts',
              line: 89,
              tests: [
                {
                  projectName: 'mock-control',
                  status: 'flaky',
                  results: [
                    {
                      status: 'failed',
                      retry: 0,
                      errors: [
                        {
                          message:
                            "\u001b[31mError: \u001b[2mexpect(\u001b[22mlocator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole('alert')",
                        },
                      ],
                    },
                    { status: 'passed', retry: 1, errors: [] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
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
        'failed: /repo/a.test.ts › a group fails: AssertionError: expected 1 to be 2',
        "failed outside its tests: /repo/b.test.ts: Cannot find module './does-not-exist'",
        'failed outside its tests: /repo/c.test.ts: boom in afterAll',
      ],
    });
  });

  it('counts a test that passed on its retry as passed, and names it with the error of its first try', () => {
    expect(countVitest(vitestFlakyReport)).toEqual({
      passed: 2,
      failed: 0,
      skipped: 0,
      notes: [
        '1 flaky (passed on retry)',
        `${FLAKY_PREFIX}/repo/d.test.tsx › dismissing the banner removes it at once (first try: TestTimeoutError: Test timed out in 15000ms.)`,
      ],
    });
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed and skipped tests apart', () => {
    expect(countPlaywright(playwrightReport)).toMatchObject({ passed: 5, failed: 1, skipped: 2 });
  });

  it('names each test that passed only on a retry, with its project, place and describe blocks', () => {
    expect(flakyTests(playwrightFlakyReport)).toEqual([
      '[mock-control] faults-wizard.spec.ts:148 › offline mid-wizard',
      '[mock-control] faults-wizard.spec.ts:89 › signed in › models × 500',
    ]);
    expect(countPlaywright(playwrightFlakyReport)).toEqual({
      passed: 3,
      failed: 0,
      skipped: 0,
      notes: [
        '2 flaky (passed on retry)',
        'flaky (passed on retry): [mock-control] faults-wizard.spec.ts:148 › offline mid-wizard (first try: Test timeout of 30000ms exceeded.)',
        'flaky (passed on retry): [mock-control] faults-wizard.spec.ts:89 › signed in › models × 500 (first try: Error: expect(locator).toBeVisible() failed)',
      ],
    });
  });

  it('writes the prefix .ci/run collects the flaky tests by', () => {
    const ciRun = readFileSync(join(__dirname, '..', '..', '.ci', 'run'), 'utf8');
    const escaped = FLAKY_PREFIX.trim().replace(/[()]/g, (c) => `\\${c}`);
    expect(ciRun).toContain(`grep -E '^ *${escaped} '`);
  });

  it('names each failed test with the first line of its first error', () => {
    const failed = {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'team.spec.ts',
          file: 'team.spec.ts',
          specs: [
            {
              title: 'invite a member',
              file: 'team.spec.ts',
              line: 12,
              tests: [
                {
                  projectName: 'chromium',
                  status: 'unexpected',
                  results: [
                    { status: 'failed', retry: 0, errors: [{ message: '\n  Error: first\nsecond' }] },
                    { status: 'failed', retry: 1, errors: [{ message: 'Error: on the retry' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(countPlaywright(failed).notes).toEqual([
      'failed: [chromium] team.spec.ts:12 › invite a member: Error: first',
    ]);
  });

  it('names no flaky test in a report without retries', () => {
    expect(flakyTests(playwrightReport)).toEqual([]);
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
