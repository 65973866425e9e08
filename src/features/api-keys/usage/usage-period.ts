/** The periods a key's usage can be shown for, in days; the platform's default is the last 30. */
export const USAGE_PERIODS = [7, 30, 90] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const DEFAULT_USAGE_PERIOD: UsagePeriod = 30;

const DAY_MS = 86_400_000;

/** A calendar day as the platform counts them: `YYYY-MM-DD` in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` days, today included, as the usage call's `start_date`/`end_date`. */
export function usageDateRange(
  days: UsagePeriod,
  now: Date = new Date(),
): { start_date: string; end_date: string } {
  const end = isoDay(now);
  const start = isoDay(new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * DAY_MS));
  return { start_date: start, end_date: end };
}
