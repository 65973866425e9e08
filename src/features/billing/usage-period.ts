/**
 * The periods usage is shown for: the last 7, 30 or 90 days, today included, in calendar days as the
 * platform counts them (`YYYY-MM-DD`, UTC). The same periods as an API key's usage, so the totals of the
 * two pages are for the same days.
 */
export const USAGE_PERIODS = [7, 30, 90] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const DEFAULT_USAGE_PERIOD: UsagePeriod = 30;

/** The runway is estimated from the spend of this many days. */
export const RUNWAY_BASIS_DAYS = 30;

const DAY_MS = 86_400_000;

/** A calendar day as the platform counts them: `YYYY-MM-DD` in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface DateRange {
  readonly start_date: string;
  readonly end_date: string;
}

/** The last `days` days, today included, as a usage call's `start_date`/`end_date`. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const end = isoDay(now);
  const start = isoDay(new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * DAY_MS));
  return { start_date: start, end_date: end };
}

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

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let time = Date.parse(`${start}T00:00:00Z`); time <= last; time += DAY_MS) {
    days.push(isoDay(new Date(time)));
  }
  return days;
}
