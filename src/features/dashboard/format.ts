import { formatDate, formatNumber } from '@/i18n';

/** A count in the interface language's number format (`1,234,567`, `1 234 567`). */
export function formatCount(value: number): string {
  return formatNumber(value);
}

/** A calendar day of the API (`YYYY-MM-DD`) as the console shows dates, read in UTC so it stays that day. */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'short' }): string {
  return formatDate(`${day}T00:00:00Z`, { ...options, timeZone: 'UTC' });
}
