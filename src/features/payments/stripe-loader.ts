import type { Stripe } from '@stripe/stripe-js';

import { checkStripeKey, type StripeKeyProblem } from '@/config';
import { loadOnce } from '@/config/load-once';

// The card provider, decided fail closed (stand-in, Stripe.js or none; docs/payments.md), is loaded once and
// kept: react-stripe-js's `<Elements>` must always get the same `stripe`.

export type PaymentProviderKind = 'stripe' | 'stand-in';

/** The test cards a stand-in's hint names (mock mode only: a production build carries no test card). */
export interface HintCards {
  readonly accepted: string;
  readonly authenticated: string;
  readonly declined: string;
}

export interface PaymentProvider {
  kind: PaymentProviderKind;
  stripe: Stripe;
  hintCards?: HintCards;
}

export type PaymentsSetup =
  { status: 'ready'; kind: PaymentProviderKind } | { status: 'not-configured'; problem: StripeKeyProblem };

const PROBLEMS: Record<StripeKeyProblem, string> = {
  'secret-key':
    'VITE_STRIPE_PUBLISHABLE_KEY holds a secret or restricted key (sk_/rk_), which must never reach a browser',
  malformed: 'VITE_STRIPE_PUBLISHABLE_KEY is not a publishable key (pk_test_… or pk_live_…)',
  missing: 'VITE_STRIPE_PUBLISHABLE_KEY is not set',
};

let reported = false;

/** Whether a card can be added in this build; the first answer that says no logs why (never the key). */
export function paymentsSetup(): PaymentsSetup {
  // Mock mode and vitest only, written out where used: a build folds it to false only inline.
  if (import.meta.env.VITE_MOCK_MODE === 'true' || (import.meta.env.MODE === 'test' && import.meta.env.DEV)) {
    return { status: 'ready', kind: 'stand-in' };
  }
  const check = checkStripeKey(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);
  if (check.ok) return { status: 'ready', kind: 'stripe' };
  if (!reported) {
    reported = true;
    console.error(`Card payments are not configured (${check.problem}): ${PROBLEMS[check.problem]}.`);
  }
  return { status: 'not-configured', problem: check.problem };
}

async function load(): Promise<PaymentProvider> {
  if (import.meta.env.VITE_MOCK_MODE === 'true' || (import.meta.env.MODE === 'test' && import.meta.env.DEV)) {
    const [{ createStripeStandIn }, { HINT_CARDS }] = await Promise.all([
      import('@/mocks/stripe/stripe-stand-in'),
      import('@/mocks/stripe/test-cards'),
    ]);
    return { kind: 'stand-in', stripe: createStripeStandIn(), hintCards: HINT_CARDS };
  }
  const check = checkStripeKey(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);
  if (!check.ok) throw new Error('Card payments are not configured.');
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(check.key);
  if (!stripe) throw new Error('Stripe.js is not available in this environment.');
  return { kind: 'stripe', stripe };
}

export const loadPaymentProvider: () => Promise<PaymentProvider> = loadOnce(load);
