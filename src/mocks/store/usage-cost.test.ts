import { describe, expect, it } from 'vitest';

import { allocateMicros } from './usage-cost';

describe('allocateMicros: a day and model split over its keys adds up to it', () => {
  it('gives what is left to the largest remainders', () => {
    expect(allocateMicros(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateMicros(6_379, [2.125, 4.235, 0.019])).toEqual([2_125, 4_235, 19]);
  });
  it('puts the whole on the first part when no part has an amount', () => {
    expect(allocateMicros(5, [0, 0])).toEqual([5, 0]);
  });
});
