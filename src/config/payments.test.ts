import { describe, expect, it } from 'vitest';

import { stripePublishableKey } from './payments';

describe('stripePublishableKey', () => {
  it.each([
    ['pk_test_51AbC', 'pk_test_51AbC'],
    ['  pk_live_xyz09  ', 'pk_live_xyz09'],
    [undefined, null],
    ['', null],
    ['sk_test_51AbC', null],
    ['rk_live_abc', null],
    ['pk_test_', null],
  ])('%j → %j', (raw, key) => {
    expect(stripePublishableKey(raw)).toBe(key);
  });
});
