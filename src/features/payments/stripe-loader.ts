import type { Stripe } from '@stripe/stripe-js';

import { stripePublishableKey } from '@/config';

/**
 * Which card provider the payment step talks to: Stripe.js with the configured publishable key, or the
 * stand-in (stripe-stand-in.ts) in mock mode and whenever no key is configured (tests, local runs). Both load
 * on first use (dynamic import), so neither is in the first screen's bundle; Stripe through
 * `@stripe/stripe-js/pure`, which adds js.stripe.com only when `loadStripe` runs (the package's main entry
 * adds it as soon as it is imported).
 *
 * The provider is loaded once and kept: react-stripe-js's `<Elements>` must always get the same `stripe`.
 * A failed load is forgotten, so the next call tries again.
 */

export type PaymentProviderKind = 'stripe' | 'stand-in';

export interface PaymentProvider {
  kind: PaymentProviderKind;
  stripe: Stripe;
}

export function paymentProviderKind(): PaymentProviderKind {
  return import.meta.env.VITE_MOCK_MODE === 'true' || !stripePublishableKey() ? 'stand-in' : 'stripe';
}

async function load(): Promise<PaymentProvider> {
  const key = stripePublishableKey();
  if (paymentProviderKind() === 'stand-in' || !key) {
    const { createStripeStandIn } = await import('./stripe-stand-in');
    return { kind: 'stand-in', stripe: createStripeStandIn() };
  }
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(key);
  if (!stripe) throw new Error('Stripe.js is not available in this environment.');
  return { kind: 'stripe', stripe };
}

let provider: Promise<PaymentProvider> | null = null;

export function loadPaymentProvider(): Promise<PaymentProvider> {
  provider ??= load().catch((error: unknown) => {
    provider = null;
    throw error;
  });
  return provider;
}
