import { describe, expect, it } from 'vitest';

import { lastDays } from '@/config/dates';
import { answeredPeriod, daysSpentIn } from './usage-period';

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

describe('daysSpentIn: what the runway divides the spend by', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const asked = lastDays(30, now);

  it('counts a billing period only up to today', () => {
    expect(daysSpentIn({ start: '2026-11-01', end: '2026-11-30' }, asked, now)).toBe(24);
    expect(daysSpentIn({ start: '2026-11-24', end: '2026-12-23' }, asked, now)).toBe(1);
  });

  it('counts the 30 days asked for when the answer is for them', () => {
    expect(daysSpentIn({ start: asked.start_date, end: asked.end_date }, asked, now)).toBe(30);
    expect(daysSpentIn(undefined, asked, now)).toBe(30);
  });
});
