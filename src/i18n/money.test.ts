import { describe, expect, it } from 'vitest';

import { formatCents } from './format';
import { allocateCents, centsToEuros, sumCents, toCents } from './money';

describe('toCents: a row rounded to cents once, half up', () => {
  it.each([
    [1.005, 101],
    [18.905109, 1891],
    [0.004999, 0],
    [0.005, 1],
    [2.675, 268],
    [0, 0],
  ])('%f € → %i cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });
});

describe('sumCents: a total is the sum of its rounded rows, not the rounded sum', () => {
  it('three rows of 0.004 € show 0 each and total 0, not 0.01', () => {
    expect(sumCents([0.004, 0.004, 0.004])).toBe(0);
  });
  it('rows of 2.125 and 4.235 show 2.13 and 4.24 and total 6.37', () => {
    expect(sumCents([2.125, 4.235])).toBe(637);
    expect(centsToEuros(637)).toBe(6.37);
  });
});

describe('allocateCents: a row split over its keys adds up to the row', () => {
  it('gives the leftover cents to the largest remainders', () => {
    expect(allocateCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateCents(637, [2.125, 4.235])).toEqual([213, 424]);
  });
  it('puts the whole row on the first part when no part has an amount', () => {
    expect(allocateCents(5, [0, 0])).toEqual([5, 0]);
  });
});

describe('formatCents', () => {
  it('shows cents as money', () => {
    expect(formatCents(751)).toBe('€7.51');
    expect(formatCents(0)).toBe('€0');
  });
});
