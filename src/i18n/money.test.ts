import { describe, expect, it } from 'vitest';

import { formatMicros } from './format';
import { microsToCents, microsToDecimal, microsToEuros, sumMicros, toMicros } from './money';

describe('toMicros: an amount read at the platform precision', () => {
  it.each([
    [1.005, 1_005_000],
    [18.905109, 18_905_109],
    [0.000001, 1],
    [0.0000004, 0],
    [0.0000005, 1],
    [-2.675, -2_675_000],
    [0, 0],
  ])('%f € → %i micro-euros', (euros, micros) => {
    expect(toMicros(euros)).toBe(micros);
  });
});

describe('sumMicros: a total is the exact sum of its rows, never a sum of rounded rows', () => {
  it('three rows of €0.004 add up to €0.012, which shows as €0.01', () => {
    expect(sumMicros([0.004, 0.004, 0.004])).toBe(12_000);
    expect(formatMicros(sumMicros([0.004, 0.004, 0.004]))).toBe('€0.01');
  });
  it('a million rows of €0.000001 add up to one euro exactly (no float drift)', () => {
    expect(sumMicros(Array.from({ length: 1_000_000 }, () => 0.000001))).toBe(1_000_000);
  });
});

describe('microsToCents: rounded half up once, where shown', () => {
  it.each([
    [5_000, 1],
    [4_999, 0],
    [1_005_000, 101],
    [-5_000, -1],
  ])('%i micro-euros → %i cents', (micros, cents) => {
    expect(microsToCents(micros)).toBe(cents);
  });
});

describe('microsToDecimal: exact text with six decimals', () => {
  it.each([
    [0, '0.000000'],
    [1, '0.000001'],
    [30_569, '0.030569'],
    [12_030_569, '12.030569'],
    [-1_500_000, '-1.500000'],
    [123_456_789_012_345, '123456789.012345'],
  ])('%i → %s', (micros, text) => {
    expect(microsToDecimal(micros)).toBe(text);
    expect(Number(text)).toBe(microsToEuros(micros));
  });
});

describe('formatMicros: money as shown, never a cheap amount as free', () => {
  it.each([
    [0, '€0'],
    [1, '< €0.01'],
    [9_999, '< €0.01'],
    [10_000, '€0.01'],
    [14_999, '€0.01'],
    [15_000, '€0.02'],
    [7_510_000, '€7.51'],
    [12_000_000, '€12'],
    [-1, '> -€0.01'],
  ])('%i micro-euros → %s', (micros, shown) => {
    expect(formatMicros(micros).replaceAll('\u00a0', ' ')).toBe(shown);
  });
});
