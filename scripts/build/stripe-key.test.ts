import { describe, expect, it } from 'vitest';

import { checkStripeKey } from '../../src/config/payments.ts';

import { browserStripeKey } from './stripe-key.ts';

describe('browserStripeKey: what a build ships for VITE_STRIPE_PUBLISHABLE_KEY', () => {
  it.each([
    ['pk_live_51AbC', 'pk_live_51AbC'],
    [' pk_test_51AbC ', 'pk_test_51AbC'],
    ['sk_live_51TopSecret', 'sk_withheld'],
    ['rk_live_51Restricted', 'sk_withheld'],
    ['pk_live_51AbC xyz', 'malformed_withheld'],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (raw, shipped) => {
    expect(browserStripeKey(raw)).toBe(shipped);
  });

  it('keeps the reason the console reports', () => {
    for (const raw of ['pk_live_51AbC', 'sk_live_51TopSecret', 'pk_live_51AbC xyz', '']) {
      expect(checkStripeKey(browserStripeKey(raw))).toEqual(checkStripeKey(raw));
    }
  });
});
