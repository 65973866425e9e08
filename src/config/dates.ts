/**
 * Calendar days as the platform counts them (`YYYY-MM-DD`, UTC) and the periods usage is shown for: one home
 * for the console and the mock platform, so the totals of every page and of the mock are for the same days.
 */

export const DAY_MS = 86_400_000;

/** A calendar day as the platform counts them: `YYYY-MM-DD` in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The start (00:00 UTC) of `day`. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = dayStart(end).getTime();
  for (let time = dayStart(start).getTime(); time <= last; time += DAY_MS) days.push(isoDay(new Date(time)));
  return days;
}

/** The periods usage is shown for (billing and an API key's usage): the last 7, 30 or 90 days. */
export const USAGE_PERIODS = [7, 30, 90] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
/** The platform's default period. */
export const DEFAULT_USAGE_PERIOD: UsagePeriod = 30;

export interface DateRange {
  readonly start_date: string;
  readonly end_date: string;
}

/** The last `days` days, today included, as a usage call's `start_date`/`end_date`. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const end = isoDay(now);
  return { start_date: addDays(end, 1 - days), end_date: end };
}
