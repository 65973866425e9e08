import { describe, expect, it } from 'vitest';

import { usagePeriodOf, validateBillingSearch } from './billing-search';

describe('validateBillingSearch', () => {
  it.each([
    [{}, { days: undefined }, 30],
    [{ days: 7 }, { days: 7 }, 7],
    [{ days: '90' }, { days: 90 }, 90],
    [{ days: 14 }, { days: undefined }, 30],
    [{ days: 'lots' }, { days: undefined }, 30],
    [{ days: [7] }, { days: undefined }, 30],
  ])('%j → %j (%d days)', (search, valid, days) => {
    expect(validateBillingSearch(search)).toStrictEqual(valid);
    expect(usagePeriodOf(validateBillingSearch(search))).toBe(days);
  });
});
