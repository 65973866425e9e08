import { describe, expect, it } from 'vitest';

import { estimateRunway, isBelowThreshold } from './runway';

describe('estimateRunway', () => {
  it.each([
    // balance, spend over 30 days, days
    [60, 30, 60], // 1 €/day
    [62.58, 18.9, 99], // 0.63 €/day → 99.33 days, rounded down
    [0.5, 30, 0], // less than a day left
    [1000, 0.3, 100_000],
  ])('%d € at %d € per 30 days lasts about %d days', (balance, spend, days) => {
    expect(estimateRunway(balance, spend, 30)).toEqual({ kind: 'days', days });
  });

  it('an empty (or overdrawn) wallet is empty, whatever the spend', () => {
    expect(estimateRunway(0, 10, 30)).toEqual({ kind: 'empty' });
    expect(estimateRunway(-2, 0, 30)).toEqual({ kind: 'empty' });
  });

  it('no spend in the basis period gives no estimate (not infinity)', () => {
    expect(estimateRunway(50, 0, 30)).toEqual({ kind: 'no-spend' });
    expect(estimateRunway(50, Number.NaN, 30)).toEqual({ kind: 'no-spend' });
    expect(estimateRunway(50, 10, 0)).toEqual({ kind: 'no-spend' });
  });
});

describe('isBelowThreshold', () => {
  it('warns only below a threshold that is set', () => {
    expect(isBelowThreshold(9.99, 10)).toBe(true);
    expect(isBelowThreshold(10, 10)).toBe(false);
    expect(isBelowThreshold(0, null)).toBe(false);
    expect(isBelowThreshold(0, undefined)).toBe(false);
    expect(isBelowThreshold(0, 0)).toBe(false);
  });
});
