import { describe, expect, it } from 'vitest';

import { answeredPeriod, lastDays } from './usage-period';

describe('answeredPeriod: the days a usage answer covers', () => {
  const asked = lastDays(30, new Date('2026-11-24T12:00:00Z'));

  it('is the period the answer reports, when the platform answers its billing period instead', () => {
    expect(answeredPeriod({ start: '2026-11-01', end: '2026-11-30' }, asked)).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
      days: 30,
    });
    expect(answeredPeriod({ start: '2026-11-01', end: '2026-11-24' }, asked).days).toBe(24);
  });

  it('is the range asked for without an answer, or with a period that is no range', () => {
    const fallback = { start: '2026-10-26', end: '2026-11-24', days: 30 };
    expect(answeredPeriod(undefined, asked)).toEqual(fallback);
    expect(answeredPeriod({ start: '2026-11-30', end: '2026-11-01' }, asked)).toEqual(fallback);
    expect(answeredPeriod({ start: 'soon', end: 'later' }, asked)).toEqual(fallback);
  });
});
