import { DATE_LOCALE } from '@/config/constants';

import { currentLanguage } from './i18n';
import { NUMBER_LOCALES, type Language } from './languages';
import { MICROS_PER_CENT, microsToCents } from './money';

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

/** The locale of numbers and money in `language` (the interface's by default): see NUMBER_LOCALES. */
export function numberLocale(language: Language = currentLanguage()): string {
  return NUMBER_LOCALES[language];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The number format of the interface language with `options`; built once per language and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = numberLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the interface language: `1,234,567` in English, `1 234 567` in Swedish. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** A number short enough for a chart's axis: `1.5M` in English, `1,5 mn` in Swedish. */
export function formatCompactNumber(value: number): string {
  return formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
}

/**
 * An amount of money in the interface language (`€50`, `€1,234.50`; `50 €`, `1 234,50 €`): whole amounts
 * without decimals, others with two. The currency is the platform's word (an open string): one that is not
 * an ISO code is written after the number as it came (`12.50 credits`), never an error.
 */
export function formatMoney(amount: number, currency = 'EUR'): string {
  const whole = Number.isInteger(amount);
  const digits = { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 };
  try {
    return numberFormat({ style: 'currency', currency, ...digits }).format(amount);
  } catch {
    return `${formatNumber(amount, digits)} ${currency}`.trim();
  }
}

/**
 * Usage money in micro-euros (`./money`) as shown: rounded half up to the cent, except that an amount below a
 * cent that is not zero reads "< €0.01", so a cheap model is never shown as free.
 */
export function formatMicros(micros: number, currency = 'EUR'): string {
  if (micros !== 0 && Math.abs(micros) < MICROS_PER_CENT) {
    // A no-break space keeps the sign with its amount in a narrow column.
    return micros > 0 ? `<\u00a0${formatMoney(0.01, currency)}` : `>\u00a0${formatMoney(-0.01, currency)}`;
  }
  return formatMoney(microsToCents(micros) / 100, currency);
}

/**
 * A country's name in the UI's language from its ISO 3166-1 code (`SE` → "Sweden", "Sverige"); undefined when
 * the value names no country the browser knows, so the caller shows what it has instead.
 */
export function formatCountry(
  code: string | null | undefined,
  language: Language = currentLanguage(),
): string | undefined {
  const region = code?.trim().toUpperCase();
  if (!region || !/^[A-Z]{2}$/.test(region)) return undefined;
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(region);
    return name === region ? undefined : name;
  } catch {
    return undefined;
  }
}
