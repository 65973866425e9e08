import { daysBetween, isoDay, type DateRange } from '@/config/dates';

/** The runway is estimated from the spend of this many days. */
export const RUNWAY_BASIS_DAYS = 30;

/**
 * The days an answer's `period` covers: the platform may ignore the range asked for (token usage's dates are
 * proposed) and answer its billing period, so what is shown and divided by is what it reports. Falls back to
 * the range asked for when the answer's period is unreadable.
 */
export function answeredPeriod(
  period: { readonly start: string; readonly end: string } | undefined,
  asked: DateRange,
): { readonly start: string; readonly end: string; readonly days: number } {
  const start = period?.start ?? asked.start_date;
  const end = period?.end ?? asked.end_date;
  const days = daysBetween(start, end).length;
  return days > 0 ? { start, end, days } : answeredPeriod(undefined, asked);
}

/**
 * The days the spend of an answer was made in: its period up to today (a billing period runs on past it), at
 * least one day.
 */
export function daysSpentIn(
  period: { readonly start: string; readonly end: string } | undefined,
  asked: DateRange,
  now: Date = new Date(),
): number {
  const { start, end } = answeredPeriod(period, asked);
  const today = isoDay(now);
  return Math.max(1, daysBetween(start, end < today ? end : today).length);
}
