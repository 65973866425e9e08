/** Calendar days as `YYYY-MM-DD` strings (UTC), the unit of every usage row and period. */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value;
}

export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);
}

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
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
