import { describe, expect, it } from 'vitest';
import { hasVatFormat, normaliseVatInput, shouldLookUpVat } from './vat-number';

describe('normaliseVatInput: Swedish organisation numbers become VAT numbers', () => {
  it.each([
    ['5566778899', 'SE556677889901'], // 10 digits
    ['556677-8899', 'SE556677889901'], // with the usual dash
    ['5566 7788 99', 'SE556677889901'], // with spaces
    ['15566778899', 'SE556677889901'], // 11 digits: the last 10
    ['165566778899', 'SE556677889901'], // 12 digits (century prefix): the last 10
    ['16556677-8899', 'SE556677889901'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseVatInput(input)).toBe(expected);
  });

  it.each([
    ['SE556677889901', 'SE556677889901'], // already a VAT number
    ['se556677889901', 'SE556677889901'], // lower case
    ['SE 5566 7788 9901', 'SE556677889901'],
    ['SE5566778899', 'SE5566778899'], // starts with SE: never rewritten
    ['123456789', '123456789'], // 9 digits: not an organisation number
    ['1234567890123', '1234567890123'], // 13 digits: too long
    ['DE811234567', 'DE811234567'],
    ['NL123456789B01', 'NL123456789B01'],
  ])('%s stays %s', (input, expected) => {
    expect(normaliseVatInput(input)).toBe(expected);
  });
});

describe('hasVatFormat and shouldLookUpVat', () => {
  it.each([
    ['SE556677889901', true, true],
    ['DE811234567', true, true],
    ['NL123456789B01', true, true],
    ['SE12345', true, false], // right format, under 9 characters: no lookup yet
    ['S1234567890', false, false],
    ['12SE345678', false, false],
    ['SEABCDEFGHI', false, false], // no digits
    ['SE-12345678', false, false],
  ])('%s: format %s, lookup %s', (value, format, lookup) => {
    expect(hasVatFormat(value)).toBe(format);
    expect(shouldLookUpVat(value)).toBe(lookup);
  });
});
