import type { PaymentMethod } from '@stripe/stripe-js';

import type { CardBrand } from './card-rules';
import type { TestCard } from './test-cards';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh id in Stripe's shape (`pm_` and 24 characters), random: nothing in it derives from the card. */
function freshPaymentMethodId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `pm_${Array.from(bytes, (byte) => ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length)).join('')}`;
}

function billingDetails(input: unknown): PaymentMethod.BillingDetails {
  const given = (typeof input === 'object' && input ? input : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
    email: text(given.email),
    name: text(given.name),
    phone: text(given.phone),
  };
}

/** The payment method Stripe answers for a checked card: a test card's own id, else a fresh one. */
export function cardPaymentMethod(card: {
  brand: CardBrand;
  last4: string;
  expiry: { month: number; year: number } | null;
  testCard: TestCard | undefined;
  billingDetails: unknown;
  now: Date;
}): PaymentMethod {
  const { brand, last4, expiry, testCard } = card;
  return {
    id: testCard?.paymentMethod ?? freshPaymentMethodId(),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(card.billingDetails),
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: 'US',
      display_brand: brand,
      exp_month: expiry?.month ?? 0,
      exp_year: expiry?.year ?? 0,
      funding: testCard?.funding ?? 'credit',
      last4,
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: Math.floor(card.now.getTime() / 1000),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
