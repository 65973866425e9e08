import { DATE_LOCALE } from '@/config/constants';

/** Dates are always shown in the sv-SE locale (spec section 1), whatever the interface language. */
export { DATE_LOCALE };

type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = cache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(DATE_LOCALE, options);
    cache.set(key, cached);
  }
  return cached;
}

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a date in sv-SE, by default as `2026-11-22`. Pass Intl options to change the parts shown
 * (and `timeZone` to pin one). Returns an empty string for a missing or invalid date.
 */
export function formatDate(
  value: DateInput | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
): string {
  const date = value == null ? undefined : toDate(value);
  return date ? formatter(options).format(date) : '';
}

/** Date and time in sv-SE, as `2026-11-22 18:41`. */
export function formatDateTime(
  value: DateInput | null | undefined,
  options: Intl.DateTimeFormatOptions = {},
): string {
  return formatDate(value, { dateStyle: 'short', timeStyle: 'short', ...options });
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money in the sv-SE locale like the dates (`50 €`, `1 234,50 €`): whole amounts without
 * decimals, others with two. The currency is the platform's word (an open string): one that is not an ISO
 * code is written after the number as it came (`12,50 credits`), never an error.
 */
export function formatMoney(amount: number, currency = 'EUR'): string {
  const whole = Number.isInteger(amount);
  const digits = { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 };
  const key = `${currency}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(DATE_LOCALE, { style: 'currency', currency, ...digits });
    } catch {
      return `${new Intl.NumberFormat(DATE_LOCALE, digits).format(amount)} ${currency}`.trim();
    }
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}
