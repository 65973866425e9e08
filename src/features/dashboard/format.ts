import { DATE_LOCALE } from '@/config/constants';
import { formatDate } from '@/i18n';

const counts = new Intl.NumberFormat(DATE_LOCALE);

/** A count in the console's number format (sv-SE like its dates: `1 234 567`). */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A calendar day of the API (`YYYY-MM-DD`) as the console shows dates, read in UTC so it stays that day. */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'short' }): string {
  return formatDate(`${day}T00:00:00Z`, { ...options, timeZone: 'UTC' });
}
