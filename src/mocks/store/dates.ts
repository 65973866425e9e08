/** Calendar days as `YYYY-MM-DD` strings (UTC), the unit of every usage row and period: the console's own. */
import { dayStart, DAY_MS, isoDay } from '@/config/dates';

export { addDays, dayStart, daysBetween, isoDay } from '@/config/dates';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);
}

/** The calendar month holding `day`: the billing period. */
export function monthOf(day: string): { start: string; end: string } {
  const date = dayStart(day);
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { start: isoDay(start), end: isoDay(end) };
}

export function addMonths(day: string, months: number): string {
  const date = dayStart(day);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate())));
}

/** Milliseconds in `days` days. */
export function daysMs(days: number): number {
  return days * DAY_MS;
}
