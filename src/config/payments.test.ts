import { describe, expect, it } from 'vitest';

import { checkStripeKey } from './payments';

describe('checkStripeKey: why card payments are not configured', () => {
  it.each([
    ['sk_live_51AbC', 'secret-key'],
    ['sk_test_51AbC', 'secret-key'],
    ['rk_live_abc', 'secret-key'],
    [' rk_test_abc ', 'secret-key'],
    ['pk_test_', 'malformed'],
    ['pk_live_abc def', 'malformed'],
    ['pk_prod_abc', 'malformed'],
    ['hello', 'malformed'],
    ['', 'missing'],
    ['   ', 'missing'],
    [undefined, 'missing'],
  ])('%j → %s', (raw, problem) => {
    expect(checkStripeKey(raw)).toEqual({ ok: false, problem });
  });

  it.each([
    ['pk_test_51AbC', 'pk_test_51AbC'],
    ['  pk_live_xyz09  ', 'pk_live_xyz09'],
  ])('accepts the publishable key %j', (raw, key) => {
    expect(checkStripeKey(raw)).toEqual({ ok: true, key });
  });
});
