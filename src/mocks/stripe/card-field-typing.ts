import {
  cardBrand,
  cvcLength,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  maxNumberLength,
} from './card-rules';
import type { Field } from './card-element-state';

/** Puts the caret after the `digits`-th digit of `input`'s value. */
function placeCaret(input: HTMLInputElement, digits: number) {
  if (input.ownerDocument.activeElement !== input) return;
  let position = 0;
  let seen = 0;
  while (position < input.value.length && seen < digits) {
    if (/\d/.test(input.value.charAt(position))) seen += 1;
    position += 1;
  }
  input.setSelectionRange(position, position);
}

/** Formats what was typed into `field` as Stripe does and keeps the caret; whether it was at the end. */
export function reformatField(
  field: Field,
  input: HTMLInputElement,
  inputs: Record<Field, HTMLInputElement>,
): boolean {
  const raw = input.value;
  const caret = input.selectionStart ?? raw.length;
  const atEnd = caret >= raw.length;
  const digitsBefore = digitsOf(raw.slice(0, caret)).length;
  if (field === 'number') {
    const digits = digitsOf(raw);
    input.value = formatCardNumber(digits.slice(0, maxNumberLength(cardBrand(digits))));
    const brand = cardBrand(digitsOf(input.value));
    inputs.cvc.value = digitsOf(inputs.cvc.value).slice(0, cvcLength(brand));
  } else if (field === 'expiry') {
    input.value = formatExpiry(raw);
  } else {
    input.value = digitsOf(raw).slice(0, cvcLength(cardBrand(digitsOf(inputs.number.value))));
  }
  if (atEnd) input.setSelectionRange(input.value.length, input.value.length);
  else placeCaret(input, digitsBefore);
  return atEnd;
}
