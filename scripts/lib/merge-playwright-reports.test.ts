import { describe, expect, it } from 'vitest';

import { mergePlaywrightReports } from './merge-playwright-reports.mjs';
import { countPlaywright } from './summarise-reports.mjs';

const report = (startTime: string, duration: number, counts: Record<string, number>, title: string) => ({
  config: { projects: [{ name: title }] },
  suites: [{ title }],
  errors: [],
  stats: { startTime, duration, expected: 0, skipped: 0, unexpected: 0, flaky: 0, ...counts },
});

describe('mergePlaywrightReports', () => {
  it('sums the counts, keeps every suite and spans the wall time of both runs', () => {
    const merged = mergePlaywrightReports([
      {
        name: 'shared',
        exitCode: 0,
        report: report('2026-11-23T01:00:00.000Z', 300_000, { expected: 150, skipped: 1 }, 'a'),
      },
      {
        name: 'mock-control',
        exitCode: 1,
        report: report('2026-11-23T01:00:05.000Z', 400_000, { expected: 57, unexpected: 1, flaky: 2 }, 'b'),
      },
    ]);
    expect(merged.suites).toEqual([{ title: 'a' }, { title: 'b' }]);
    expect(merged.stats).toEqual({
      startTime: '2026-11-23T01:00:00.000Z',
      duration: 405_000,
      expected: 207,
      skipped: 1,
      unexpected: 1,
      flaky: 2,
    });
    expect(countPlaywright(merged)).toMatchObject({ passed: 209, failed: 1, skipped: 1 });
  });

  it('counts a run that wrote no report as a failure', () => {
    const merged = mergePlaywrightReports([
      {
        name: 'shared',
        exitCode: 0,
        report: report('2026-11-23T01:00:00.000Z', 1_000, { expected: 3 }, 'a'),
      },
      { name: 'mock-control', exitCode: 1, report: null },
    ]);
    expect(countPlaywright(merged)).toMatchObject({ passed: 3, failed: 1 });
    expect(merged.errors).toEqual([{ message: 'the mock-control run wrote no report (exit 1)' }]);
  });
});
