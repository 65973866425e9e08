import { describe, expect, it } from 'vitest';

import { DATE_LOCALE, formatDate, formatDateTime, formatMoney } from './format';

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

describe('formatMoney', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes euros in sv-SE: whole amounts without decimals, others with two', () => {
    expect(plain(formatMoney(50))).toBe('50 €');
    expect(plain(formatMoney(1234.5, 'EUR'))).toBe('1 234,50 €');
  });

  it('writes a currency the platform names that is not an ISO code after the number, never throwing', () => {
    expect(plain(formatMoney(12.5, 'credits'))).toBe('12,50 credits');
    expect(plain(formatMoney(3, ''))).toBe('3');
  });
});
