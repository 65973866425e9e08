import { afterEach, describe, expect, it } from 'vitest';

import {
  DATE_LOCALE,
  formatCompactNumber,
  formatCountry,
  formatDate,
  formatDateTime,
  formatMicros,
  formatMoney,
  formatNumber,
  numberLocale,
} from './format';
import { i18n } from './i18n';

const instant = '2026-03-07T08:05:09Z';

describe('formatDate', () => {
  it('formats in sv-SE (ISO-like year-month-day)', () => {
    expect(DATE_LOCALE).toBe('sv-SE');
    expect(formatDate(instant, { dateStyle: 'short', timeZone: 'UTC' })).toBe('2026-03-07');
  });

  it('uses sv-SE by default for Date, string and epoch input', () => {
    const expected = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short' }).format(new Date(instant));
    expect(formatDate(new Date(instant))).toBe(expected);
    expect(formatDate(instant)).toBe(expected);
    expect(formatDate(Date.parse(instant))).toBe(expected);
  });

  it('honours other options, still in Swedish', () => {
    expect(formatDate(instant, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '7 mars 2026',
    );
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows date and 24-hour time', () => {
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('2026-03-07 08:05');
    expect(formatDateTime('2026-12-31T23:59:00Z', { timeZone: 'Europe/Stockholm' })).toBe('2027-01-01 00:59');
  });
});

describe('numbers and money follow the interface language', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  afterEach(() => i18n.changeLanguage('en'));

  it('writes English numbers in English', async () => {
    await i18n.changeLanguage('en');
    expect(numberLocale()).toBe('en-IE');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatCompactNumber(1_500_000)).toBe('1.5M');
    expect(formatCompactNumber(500_000)).toBe('500K');
  });

  it('writes Swedish numbers in Swedish', async () => {
    await i18n.changeLanguage('sv');
    expect(numberLocale()).toBe('sv-SE');
    expect(plain(formatNumber(1234567))).toBe('1 234 567');
    expect(plain(formatCompactNumber(1_500_000))).toBe('1,5 mn');
    expect(plain(formatCompactNumber(500_000))).toBe('500 tn');
  });

  it('writes euros as the language does: whole amounts without decimals, others with two', async () => {
    await i18n.changeLanguage('en');
    expect(formatMoney(50)).toBe('€50');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    await i18n.changeLanguage('sv');
    expect(plain(formatMoney(50))).toBe('50 €');
    expect(plain(formatMoney(1234.5, 'EUR'))).toBe('1 234,50 €');
  });

  it('writes usage money below a cent as under a cent in each language, never as free', async () => {
    await i18n.changeLanguage('sv');
    expect(plain(formatMicros(4_000))).toBe('< 0,01 €');
    expect(plain(formatMicros(1_255_000))).toBe('1,26 €');
  });

  it('writes a currency the platform names that is not an ISO code after the number, never throwing', async () => {
    expect(formatMoney(12.5, 'credits')).toBe('12.50 credits');
    expect(formatMoney(3, '')).toBe('3');
    await i18n.changeLanguage('sv');
    expect(plain(formatMoney(12.5, 'credits'))).toBe('12,50 credits');
  });

  it('keeps dates in sv-SE whatever the language', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(instant, { dateStyle: 'short', timeZone: 'UTC' })).toBe('2026-03-07');
  });
});

describe('formatCountry', () => {
  it.each([
    ['SE', 'en', 'Sweden'],
    ['SE', 'sv', 'Sverige'],
    ['de', 'sv', 'Tyskland'],
    [' NO ', 'en', 'Norway'],
  ] as const)('names %s in %s as %s', (code, language, name) => {
    expect(formatCountry(code, language)).toBe(name);
  });

  it.each([undefined, null, '', 'SWE', 'S1', 'Sweden'])(
    'names no country for %j: the caller shows its own',
    (code) => {
      expect(formatCountry(code, 'en')).toBeUndefined();
    },
  );
});
