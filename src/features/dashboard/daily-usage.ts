import type { TokenUsageAsRead } from '@/api/as-read';
import { daysBetween, isoDay } from '@/config/dates';
import { usagePeriod } from '@/api/usage-period';

export interface DailyUsage {
  /** Every day of the period up to today (`YYYY-MM-DD`), in order. */
  readonly days: readonly string[];
  /** Tokens used on each day, all models together; 0 on a day without usage. */
  readonly tokens: readonly number[];
  /** Tokens of the whole period (the answer's own total). */
  readonly total: number;
}

/** Today as `YYYY-MM-DD` in UTC, the calendar the usage rows are in. */
export function utcToday(now: Date = new Date()): string {
  return isoDay(now);
}

/**
 * `GET /v1/usage/tokens` as one value per day: the rows (one per day and model) summed per day, every day of
 * the period up to today present. Days after today are left out: they have no usage yet.
 */
export function dailyUsage(usage: TokenUsageAsRead, today: string = utcToday()): DailyUsage {
  const period = usagePeriod(usage);
  const days = period ? daysBetween(period.start, period.end < today ? period.end : today) : [];
  const perDay = new Map<string, number>();
  for (const row of usage.usage.daily) perDay.set(row.date, (perDay.get(row.date) ?? 0) + row.total_tokens);
  return { days, tokens: days.map((day) => perDay.get(day) ?? 0), total: usage.total.total_tokens };
}
