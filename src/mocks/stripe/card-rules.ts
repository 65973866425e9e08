/**
 * The card checks the card provider's element makes, for the stand-in (stripe-stand-in.ts): brand from the
 * number's prefix, Luhn, expiry in the future, CVC length. Messages and codes are Stripe's own, in English, as
 * Stripe.js answers them (the provider's text, not ours to translate). Nothing here keeps or logs a number.
 */

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** Stripe's `validation_error` codes for the card element, with Stripe's messages. */
export const CARD_VALIDATION_MESSAGES = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  incomplete_cvc: "Your card's security code is incomplete.",
} as const;

export type CardValidationCode = keyof typeof CARD_VALIDATION_MESSAGES;

/** A field's state: `incomplete` while the input can still grow into a valid value. */
export type FieldCheck =
  | { status: 'empty' }
  | { status: 'incomplete' }
  | { status: 'complete' }
  | { status: 'invalid'; code: CardValidationCode };

const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|[689])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|2(?:2[2-9]|[3-6]|7[01]|720))/],
  ['unionpay', /^62/],
  ['discover', /^6(?:011|4[4-9]|5)/],
];

/** Card number lengths per brand (the longest is the input's limit). */
const NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  amex: [15],
  diners: [14, 16],
  unionpay: [16, 17, 18, 19],
  visa: [16],
  mastercard: [16],
  jcb: [16],
  discover: [16],
  unknown: [16],
};

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

export function cardBrand(digits: string): CardBrand {
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

export function maxNumberLength(brand: CardBrand): number {
  return Math.max(...NUMBER_LENGTHS[brand]);
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The Luhn checksum (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four (American Express 4-6-5), as the provider shows a number. */
export function formatCardNumber(digits: string): string {
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** `MM / YY` from up to four digits; a first digit of 2–9 is a month of its own (`4` → `04`). */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function checkNumber(digits: string): FieldCheck {
  if (digits.length === 0) return { status: 'empty' };
  const lengths = NUMBER_LENGTHS[cardBrand(digits)];
  const longest = Math.max(...lengths);
  if (digits.length > longest) return { status: 'invalid', code: 'invalid_number' };
  if (lengths.includes(digits.length) && passesLuhn(digits)) return { status: 'complete' };
  if (digits.length === longest) return { status: 'invalid', code: 'invalid_number' };
  return { status: 'incomplete' };
}

/** Month and four-digit year of an `MM / YY` value (years 20YY), once complete. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const digits = digitsOf(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** Stripe accepts cards up to 50 years ahead. */
const MAX_YEARS_AHEAD = 50;

export function checkExpiry(text: string, now: Date): FieldCheck {
  const digits = digitsOf(text);
  if (digits.length === 0) return { status: 'empty' };
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12))
    return { status: 'invalid', code: 'invalid_expiry_month' };
  const expiry = parseExpiry(text);
  if (!expiry) return { status: 'incomplete' };
  const thisYear = now.getFullYear();
  if (expiry.year < thisYear) return { status: 'invalid', code: 'invalid_expiry_year_past' };
  if (expiry.year === thisYear && expiry.month < now.getMonth() + 1) {
    return { status: 'invalid', code: 'invalid_expiry_month_past' };
  }
  if (expiry.year > thisYear + MAX_YEARS_AHEAD) return { status: 'invalid', code: 'invalid_expiry_year' };
  return { status: 'complete' };
}

export function checkCvc(text: string, brand: CardBrand): FieldCheck {
  const digits = digitsOf(text);
  if (digits.length === 0) return { status: 'empty' };
  return digits.length === cvcLength(brand) ? { status: 'complete' } : { status: 'incomplete' };
}

/** What an empty or incomplete field answers once the card is used (or the field is left). */
export const INCOMPLETE_CODES = {
  number: 'incomplete_number',
  expiry: 'incomplete_expiry',
  cvc: 'incomplete_cvc',
} as const satisfies Record<string, CardValidationCode>;
