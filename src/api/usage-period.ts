import type { TokenUsageAsRead } from './as-read';

/**
 * The days a usage answer covers (`YYYY-MM-DD`): its period as sent, else the first and last day of its rows,
 * else none. A platform that leaves the period out still has its rows drawn and summed.
 */
export function usagePeriod(usage: TokenUsageAsRead): { start: string; end: string } | undefined {
  const { start, end } = usage.period ?? {};
  if (start && end) return { start, end };
  const days = usage.usage.daily.map((row) => row.date).sort();
  const first = days[0];
  const last = days[days.length - 1];
  return first && last ? { start: start ?? first, end: end ?? last } : undefined;
}
