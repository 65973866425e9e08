import { describe, expect, it } from 'vitest';

import { usagePeriodOf, validateBillingSearch } from './billing-search';

describe('validateBillingSearch', () => {
  it.each([
    [{}, { days: undefined, topUp: undefined }, 30],
    [{ days: 7 }, { days: 7, topUp: undefined }, 7],
    [{ days: '90' }, { days: 90, topUp: undefined }, 90],
    [{ days: 14 }, { days: undefined, topUp: undefined }, 30],
    [{ days: 'lots' }, { days: undefined, topUp: undefined }, 30],
    [{ days: [7] }, { days: undefined, topUp: undefined }, 30],
    [{ topUp: true }, { days: undefined, topUp: true }, 30],
    [{ topUp: 'yes' }, { days: undefined, topUp: undefined }, 30],
  ])('%j → %j (%d days)', (search, valid, days) => {
    expect(validateBillingSearch(search)).toStrictEqual(valid);
    expect(usagePeriodOf(validateBillingSearch(search))).toBe(days);
  });
});
