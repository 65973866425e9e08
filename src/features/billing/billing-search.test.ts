import { describe, expect, it } from 'vitest';

import { usagePeriodOf, validateBillingSearch } from './billing-search';

describe('validateBillingSearch', () => {
  it.each([
    [{}, {}, 30],
    [{ days: 7 }, { days: 7 }, 7],
    [{ days: '90' }, { days: 90 }, 90],
    [{ days: 14 }, {}, 30],
    [{ days: 'lots' }, {}, 30],
    [{ days: [7] }, {}, 30],
  ])('%j → %j (%d days)', (search, valid, days) => {
    expect(validateBillingSearch(search)).toEqual(valid);
    expect(usagePeriodOf(validateBillingSearch(search))).toBe(days);
  });
});
