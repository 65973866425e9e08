import type { PaymentMethod, PaymentMethodType, SetupIntent } from '@/api/generated/model';

import { seededHex, type StoreContext } from './context';
import { hash32 } from './hash';
import type { AccountRecord } from './state';

/**
 * The card provider's test payment methods (Stripe's names): the token decides the card. Tokens that start
 * with `pm_card_chargeDeclined` are declined (402 PAYMENT_FAILED), here and at registration. The 3-D Secure
 * ones arrive only after the card's authentication was approved in the browser (a confirmed SetupIntent).
 */
const TEST_CARDS: Readonly<Record<string, { brand: string; last4: string }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_authenticationRequiredSetupForOffSession: { brand: 'visa', last4: '3155' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220' },
};

/** Saved from these, a card asks for 3-D Secure again on every payment made while the user is there. */
const AUTHENTICATE_EVERY_PAYMENT: ReadonlySet<string> = new Set([
  'pm_card_authenticationRequired',
  'pm_card_threeDSecure2Required',
]);

export const DECLINED_TOKEN_PREFIX = 'pm_card_chargeDeclined';

export function isDeclinedToken(token: string): boolean {
  return token.startsWith(DECLINED_TOKEN_PREFIX);
}

export function isPaymentMethodToken(token: string): boolean {
  return /^pm_[A-Za-z0-9_]+$/.test(token);
}

export interface NewPaymentMethod {
  token: string;
  type: PaymentMethodType;
  setDefault?: boolean;
}

export type AddPaymentMethodResult =
  { ok: true; method: PaymentMethod } | { ok: false; reason: 'declined' | 'duplicate' };

/** A saved method from a token; test tokens become fresh ids, like the provider's. */
export function paymentMethodFromToken(
  input: NewPaymentMethod,
  year: number,
  freshId: () => string,
): PaymentMethod {
  const card = TEST_CARDS[input.token];
  const id = card || input.token.startsWith('pm_card_') ? freshId() : input.token;
  if (input.type === 'sepa') {
    return {
      id,
      type: 'sepa',
      brand: 'sepa_debit',
      last4: '3000',
      expMonth: 12,
      expYear: 2099,
      isDefault: false,
    };
  }
  const last4 = card?.last4 ?? String(hash32(input.token) % 10_000).padStart(4, '0');
  return {
    id,
    type: 'card',
    brand: card?.brand ?? 'visa',
    last4,
    expMonth: 1 + (hash32(id) % 12),
    expYear: year + 3,
    isDefault: false,
  };
}

export function createPaymentMethodsArea(ctx: StoreContext) {
  const setDefault = (account: AccountRecord, id: string) => {
    for (const method of account.paymentMethods) method.isDefault = method.id === id;
  };

  return {
    /** A SetupIntent as the card provider answers a new one; the browser confirms it with Stripe.js. */
    createSetupIntent(): SetupIntent {
      const id = `seti_${seededHex(ctx, 12)}`;
      return { id, clientSecret: `${id}_secret_${seededHex(ctx, 12)}`, status: 'requires_payment_method' };
    },
    add(account: AccountRecord, input: NewPaymentMethod): AddPaymentMethodResult {
      if (isDeclinedToken(input.token)) return { ok: false, reason: 'declined' };
      const method = paymentMethodFromToken(
        input,
        ctx.now().getUTCFullYear(),
        () => `pm_${seededHex(ctx, 7)}`,
      );
      if (account.paymentMethods.some((m) => m.id === method.id)) return { ok: false, reason: 'duplicate' };
      account.paymentMethods.push(method);
      if (AUTHENTICATE_EVERY_PAYMENT.has(input.token)) {
        account.cardsNeedingAuthentication = [...(account.cardsNeedingAuthentication ?? []), method.id];
      }
      if (input.setDefault || account.paymentMethods.length === 1) setDefault(account, method.id);
      return { ok: true, method };
    },
    /** The last method cannot go; removing the default makes the first remaining one the default. */
    remove(account: AccountRecord, id: string): 'removed' | 'not-found' | 'last' {
      const index = account.paymentMethods.findIndex((m) => m.id === id);
      if (index === -1) return 'not-found';
      if (account.paymentMethods.length === 1) return 'last';
      const [removed] = account.paymentMethods.splice(index, 1);
      const first = account.paymentMethods[0];
      if (removed?.isDefault && first) setDefault(account, first.id);
      return 'removed';
    },
  };
}

export type PaymentMethodsArea = ReturnType<typeof createPaymentMethodsArea>;
