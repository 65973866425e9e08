import {
  ORGANISATION_NUMBER_MAX_DIGITS,
  ORGANISATION_NUMBER_MIN_DIGITS,
  SWEDISH_VAT_ORGANISATION_DIGITS,
  SWEDISH_VAT_PREFIX,
  SWEDISH_VAT_SUFFIX,
  VAT_LOOKUP_MIN_LENGTH,
} from '@/config';

/**
 * The VAT field's rules of spec section 5. A Swedish organisation number (10 to 12 digits once separators
 * are removed, not already starting with SE) becomes the VAT number SE + its last 10 digits + 01.
 */
export function normaliseVatInput(raw: string): string {
  const trimmed = raw.trim().toUpperCase();
  if (trimmed.startsWith(SWEDISH_VAT_PREFIX)) return trimmed.replace(/[\s.-]/g, '');
  const digits = trimmed.replace(/\D/g, '');
  const onlyDigitsAndSeparators = /^[\d\s.-]+$/.test(trimmed);
  if (
    onlyDigitsAndSeparators &&
    digits.length >= ORGANISATION_NUMBER_MIN_DIGITS &&
    digits.length <= ORGANISATION_NUMBER_MAX_DIGITS
  ) {
    return `${SWEDISH_VAT_PREFIX}${digits.slice(-SWEDISH_VAT_ORGANISATION_DIGITS)}${SWEDISH_VAT_SUFFIX}`;
  }
  return trimmed.replace(/[\s.-]/g, '');
}

/** The per-step format of spec section 5: two letters followed by digits (and capitals, e.g. NL…B01). */
export function hasVatFormat(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]+$/.test(value) && /\d/.test(value.slice(2));
}

/** The lookup runs only from 9 characters, and only for a number of the right format. */
export function shouldLookUpVat(value: string): boolean {
  return value.length >= VAT_LOOKUP_MIN_LENGTH && hasVatFormat(value);
}
