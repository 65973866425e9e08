import { describe, expect, it } from 'vitest';

import { DEFAULT_USAGE_PERIOD, USAGE_PERIODS, lastDays } from './dates';

describe('lastDays', () => {
  const now = new Date('2026-11-22T23:30:00+01:00'); // 22:30 UTC: still the 22nd on the platform

  it.each([
    [7, '2026-11-16'],
    [30, '2026-10-24'],
    [90, '2026-08-25'],
  ] as const)('the last %i days, today included, in UTC days', (days, start) => {
    expect(lastDays(days, now)).toEqual({ start_date: start, end_date: '2026-11-22' });
  });

  it('crosses a year', () => {
    expect(lastDays(7, new Date('2026-01-03T12:00:00Z'))).toEqual({
      start_date: '2025-12-28',
      end_date: '2026-01-03',
    });
  });

  it('offers 7, 30 and 90 days, 30 by default (the platform default)', () => {
    expect(USAGE_PERIODS).toEqual([7, 30, 90]);
    expect(DEFAULT_USAGE_PERIOD).toBe(30);
  });
});
