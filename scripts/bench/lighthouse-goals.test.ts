import { describe, expect, it } from 'vitest';

import { BLOCKING_TIME_RATIO, FLOOR, floorVerdicts, SIGNED_IN_SCORE_GAP } from './lighthouse.ts';

const row = (path: string, performance: number, tbtMs: number, preset: 'mobile' | 'desktop' = 'mobile') => ({
  path,
  preset,
  performance,
  tbtMs,
});

describe('the Lighthouse goals, read against the floor of the same run', () => {
  const floor = row(FLOOR, 90, 200);

  it('/auth may not score below the floor; a signed-in page may be up to the gap below it', () => {
    const verdicts = floorVerdicts([
      floor,
      row('/auth', 90, 200),
      row('/', 90 - SIGNED_IN_SCORE_GAP, 200),
      row('/models', 90 - SIGNED_IN_SCORE_GAP - 1, 200),
      row('/team', 89, 200),
    ]);
    expect(verdicts.map((verdict) => [verdict.path, verdict.met])).toEqual([
      ['/auth', true],
      ['/', true],
      ['/models', false],
      ['/team', true],
    ]);
    expect(floorVerdicts([floor, row('/auth', 89, 0)])[0]?.met).toBe(false);
  });

  it('blocking time at most the ratio of the floor’s, on mobile only', () => {
    const limit = Math.round(200 * BLOCKING_TIME_RATIO);
    const verdicts = floorVerdicts([
      floor,
      row(FLOOR, 100, 0, 'desktop'),
      row('/', 95, limit),
      row('/billing', 95, limit + 1),
      row('/billing', 50, 9_999, 'desktop'),
    ]);
    expect(verdicts).toEqual([
      { path: '/', minPerformance: 87, maxTbtMs: limit, met: true },
      { path: '/billing', minPerformance: 87, maxTbtMs: limit, met: false },
    ]);
  });

  it('has no goals without a floor', () => {
    expect(() => floorVerdicts([row('/', 99, 0)])).toThrow(/no floor/);
  });
});
