import type { PaymentMethod, PaymentMethodResult, Stripe, StripeError } from '@stripe/stripe-js';

import {
  CARD_VALIDATION_MESSAGES,
  INCOMPLETE_CODES,
  cardBrand,
  checkCvc,
  checkExpiry,
  checkNumber,
  parseExpiry,
  type CardValidationCode,
} from './card-rules';
import {
  createStandInCardElement,
  readStandInCard,
  type StandInCardElement,
  type StandInCardElementOptions,
} from './stand-in-card-element';
import { findTestCard } from './test-cards';

/**
 * A stand-in for Stripe.js, for mock mode and tests (no network): the same React path (`<Elements>`,
 * `<CardElement>`, `stripe.createPaymentMethod`) runs against it. It passes react-stripe-js's `isStripe`
 * guard (elements, createToken, createPaymentMethod, confirmCardPayment are functions); `elements()` gives
 * {create, getElement, update}, with the card element of stand-in-card-element.ts. `createPaymentMethod`
 * checks the card as Stripe does and answers Stripe's test cards (test-cards.ts): a payment method, or the
 * card error. Other Stripe features answer an error.
 *
 * Unlike Stripe, the declines answer at `createPaymentMethod` (Stripe declines when the method is attached or
 * charged): the wizard has no later moment to show them. The card that fails only when charged maps to
 * `pm_card_chargeDeclined`, which the mock platform declines at registration.
 */

export interface StripeStandInOptions {
  /** How long the "provider" takes to answer createPaymentMethod (default 400 ms). */
  latencyMs?: number;
  /** The clock for expiry checks and `created`. */
  now?: () => Date;
}

interface ElementsGroup {
  create(type: string, options?: StandInCardElementOptions): StandInCardElement;
  getElement(typeOrComponent: unknown): StandInCardElement | null;
  update(options: unknown): void;
}

/** react-stripe-js's element components carry their type as `__elementType`. */
function elementType(typeOrComponent: unknown): unknown {
  if (typeof typeOrComponent === 'string') return typeOrComponent;
  if ((typeof typeOrComponent === 'function' || typeof typeOrComponent === 'object') && typeOrComponent) {
    return (typeOrComponent as { __elementType?: unknown }).__elementType;
  }
  return undefined;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh id in Stripe's shape (`pm_` and 24 characters), random: nothing in it derives from the card. */
function freshPaymentMethodId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `pm_${Array.from(bytes, (byte) => ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length)).join('')}`;
}

function validationError(code: CardValidationCode): StripeError {
  return { type: 'validation_error', code, message: CARD_VALIDATION_MESSAGES[code] };
}

function unsupported(what: string): StripeError {
  return {
    type: 'invalid_request_error',
    code: 'parameter_unknown',
    message: `The card provider stand-in does not support ${what}; it creates card payment methods only.`,
  };
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

export function createStripeStandIn({
  latencyMs = 400,
  now = () => new Date(),
}: StripeStandInOptions = {}): Stripe {
  const answer = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), latencyMs));

  const elements = (): ElementsGroup => {
    let card: StandInCardElement | null = null;
    return {
      create(type, options) {
        if (type !== 'card')
          throw new Error(`The card provider stand-in has no "${type}" Element; only "card".`);
        if (card) throw new Error('Can only create one Element of type card.');
        const created = createStandInCardElement(options, {
          now,
          onDestroy: () => {
            if (card === created) card = null;
          },
        });
        card = created;
        return created;
      },
      getElement: (typeOrComponent) => (elementType(typeOrComponent) === 'card' ? card : null),
      update: () => {},
    };
  };

  const createPaymentMethod = async (data: unknown): Promise<PaymentMethodResult> => {
    const request = (typeof data === 'object' && data ? data : {}) as Record<string, unknown>;
    if (request.type !== 'card' || !('card' in request)) {
      return answer({ error: unsupported('this kind of createPaymentMethod call') });
    }
    const typed = readStandInCard(request.card);
    if (!typed) {
      throw new Error(
        'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
      );
    }
    const brand = cardBrand(typed.number);
    const checks = [
      ['number', checkNumber(typed.number)],
      ['expiry', checkExpiry(typed.expiry, now())],
      ['cvc', checkCvc(typed.cvc, brand)],
    ] as const;
    for (const [field, check] of checks) {
      if (check.status === 'complete') continue;
      typed.revealErrors();
      return { error: validationError(check.status === 'invalid' ? check.code : INCOMPLETE_CODES[field]) };
    }

    const expiry = parseExpiry(typed.expiry);
    const testCard = findTestCard(typed.number);
    const last4 = typed.number.slice(-4);
    if (testCard && 'decline' in testCard.outcome) {
      const { code, declineCode, message, param } = testCard.outcome.decline;
      return answer({
        error: {
          type: 'card_error',
          code,
          message,
          ...(declineCode && { decline_code: declineCode }),
          ...(param && { param }),
          doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`,
        },
      });
    }
    const known = testCard && 'paymentMethod' in testCard.outcome ? testCard.outcome : undefined;
    const paymentMethod: PaymentMethod = {
      id: known?.paymentMethod ?? freshPaymentMethodId(),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: billingDetails(request.billing_details),
      card: {
        brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
        country: 'US',
        display_brand: brand,
        exp_month: expiry?.month ?? 0,
        exp_year: expiry?.year ?? 0,
        funding: known?.funding ?? 'credit',
        last4,
        networks: { available: [brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: Math.floor(now().getTime() / 1000),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    return answer({ paymentMethod });
  };

  const standIn = {
    elements,
    createPaymentMethod,
    createToken: () => answer({ error: unsupported('tokens') }),
    confirmCardPayment: () => answer({ error: unsupported('payment intents') }),
    confirmCardSetup: () => answer({ error: unsupported('setup intents') }),
  };
  // The stand-in implements the part of Stripe the console uses; react-stripe-js checks only that part.
  return standIn as unknown as Stripe;
}
