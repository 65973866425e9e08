import { describe, expect, it } from 'vitest';

import {
  cardBrand,
  checkCvc,
  checkExpiry,
  checkNumber,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
} from './card-rules';
import { TEST_CARDS } from './test-cards';

const NOW = new Date(2026, 10, 15); // 15 November 2026

describe('card rules (as the card provider checks a card)', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['', false],
    ['42a2', false],
  ])('Luhn: %s → %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it('every test card passes Luhn and is of its brand', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(cardBrand(card.number), card.number).toBe(card.brand);
    }
  });

  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', 'discover'],
    ['36', 'diners'],
    ['35', 'jcb'],
    ['62', 'unionpay'],
    ['9', 'unknown'],
  ])('brand of %s… is %s', (prefix, brand) => {
    expect(cardBrand(prefix)).toBe(brand);
  });

  it('formats numbers in groups of four, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('formats the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12345')).toBe('12 / 34');
  });

  it('checks the number: empty, incomplete, complete, invalid (Luhn at full length)', () => {
    expect(checkNumber('')).toEqual({ status: 'empty' });
    expect(checkNumber('424242')).toEqual({ status: 'incomplete' });
    expect(checkNumber('4242424242424242')).toEqual({ status: 'complete' });
    expect(checkNumber('4242424242424241')).toEqual({ status: 'invalid', code: 'invalid_number' });
    expect(checkNumber('378282246310005')).toEqual({ status: 'complete' });
    expect(checkNumber('37828224631000')).toEqual({ status: 'incomplete' });
  });

  it.each([
    ['', { status: 'empty' }],
    ['1', { status: 'incomplete' }],
    ['12 / 3', { status: 'incomplete' }],
    ['13', { status: 'invalid', code: 'invalid_expiry_month' }],
    ['00 / 30', { status: 'invalid', code: 'invalid_expiry_month' }],
    ['11 / 26', { status: 'complete' }],
    ['10 / 26', { status: 'invalid', code: 'invalid_expiry_month_past' }],
    ['12 / 25', { status: 'invalid', code: 'invalid_expiry_year_past' }],
    ['12 / 34', { status: 'complete' }],
    ['12 / 99', { status: 'invalid', code: 'invalid_expiry_year' }],
  ])('expiry %j in November 2026 → %j', (expiry, check) => {
    expect(checkExpiry(expiry, NOW)).toEqual(check);
  });

  it('checks the CVC: 3 digits, 4 for American Express', () => {
    expect(checkCvc('', 'visa')).toEqual({ status: 'empty' });
    expect(checkCvc('12', 'visa')).toEqual({ status: 'incomplete' });
    expect(checkCvc('123', 'visa')).toEqual({ status: 'complete' });
    expect(checkCvc('123', 'amex')).toEqual({ status: 'incomplete' });
    expect(checkCvc('1234', 'amex')).toEqual({ status: 'complete' });
  });
});
