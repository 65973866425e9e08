import type {
  PaymentIntent,
  PaymentIntentResult,
  PaymentMethod,
  PaymentMethodResult,
  SetupIntent,
  SetupIntentResult,
  Stripe,
  StripeError,
} from '@stripe/stripe-js';

import { runAuthenticationChallenge, type ChallengeOutcome } from './authentication-challenge';

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
import { findTestCard, type TestCard } from './test-cards';

/**
 * A stand-in for Stripe.js, for mock mode and tests (no network): the same React path (`<Elements>`,
 * `<CardElement>`, `stripe.createPaymentMethod`, `stripe.confirmCardSetup`) runs against it. It passes
 * react-stripe-js's `isStripe` guard (elements, createToken, createPaymentMethod, confirmCardPayment are
 * functions); `elements()` gives {create, getElement, update}, with the card element of
 * stand-in-card-element.ts. `createPaymentMethod` checks the card as Stripe does and answers a payment method.
 * `confirmCardSetup` answers as Stripe's test mode does for Stripe's test cards (test-cards.ts): cards that
 * require 3-D Secure open the issuer's challenge first (authentication-challenge.ts), and a failed challenge
 * answers `setup_intent_authentication_failure`; declining cards answer their card error. The card that fails
 * only when charged maps to `pm_card_chargeDeclined`, which the mock platform declines at registration.
 * `confirmCardPayment` runs the challenge for a PaymentIntent of a saved card (a top-up, paying an invoice).
 * Other Stripe features answer an error.
 */

export interface StripeStandInOptions {
  /** How long the "provider" takes to answer (default 400 ms). */
  latencyMs?: number;
  /** The clock for expiry checks and `created`. */
  now?: () => Date;
  /** The issuer's 3-D Secure challenge (default: the modal dialog of authentication-challenge.ts). */
  challenge?: typeof runAuthenticationChallenge;
}

/** Stripe's answer when the card's authentication fails or is cancelled. */
export const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** What the stand-in remembers of a payment method it created, for confirmCardSetup. */
interface CreatedMethod {
  brand: string;
  last4: string;
  testCard?: TestCard;
}

const CLIENT_SECRET = /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;
const PAYMENT_CLIENT_SECRET = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

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
  challenge = runAuthenticationChallenge,
}: StripeStandInOptions = {}): Stripe {
  const created = new Map<string, CreatedMethod>();
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
    const paymentMethod: PaymentMethod = {
      id: testCard?.paymentMethod ?? freshPaymentMethodId(),
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
        funding: testCard?.funding ?? 'credit',
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
    created.set(paymentMethod.id, { brand, last4, testCard });
    return answer({ paymentMethod });
  };

  const setupIntent = (id: string, clientSecret: string, paymentMethod: string): SetupIntent => ({
    id,
    object: 'setup_intent',
    cancellation_reason: null,
    client_secret: clientSecret,
    created: Math.floor(now().getTime() / 1000),
    description: null,
    last_setup_error: null,
    livemode: false,
    next_action: null,
    payment_method: paymentMethod,
    payment_method_types: ['card'],
    status: 'succeeded',
    usage: 'off_session',
  });

  /** The payment method to confirm: an id this stand-in created, or `{card}` to create one first. */
  const methodToConfirm = async (
    given: unknown,
  ): Promise<{ id: string; method: CreatedMethod } | { error: StripeError }> => {
    if (typeof given === 'string') {
      const method = created.get(given);
      return method
        ? { id: given, method }
        : {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such PaymentMethod: '${given}'`,
            },
          };
    }
    const result = await createPaymentMethod({ type: 'card', ...(typeof given === 'object' ? given : {}) });
    if (result.error) return { error: result.error };
    const method = created.get(result.paymentMethod.id);
    return method ? { id: result.paymentMethod.id, method } : { error: unsupported('this payment method') };
  };

  const confirmCardSetup = async (clientSecret: string, data?: unknown): Promise<SetupIntentResult> => {
    const intentId = CLIENT_SECRET.exec(clientSecret)?.[1];
    if (!intentId) {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message:
            'Invalid value for confirmCardSetup: clientSecret should be a client secret of the form ${id}_secret_${secret}.',
        },
      };
    }
    const request = (typeof data === 'object' && data ? data : {}) as Record<string, unknown>;
    const found = await methodToConfirm(request.payment_method);
    if ('error' in found) return { error: found.error };
    const { id, method } = found;
    const testCard = method.testCard;
    if (testCard?.authentication === 'required') {
      const outcome: ChallengeOutcome = await challenge({ brand: method.brand, last4: method.last4 });
      if (outcome === 'failed') {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'setup_intent_authentication_failure',
            message: AUTHENTICATION_FAILURE_MESSAGE,
            doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
          },
        };
      }
    }
    if (testCard?.decline) {
      const { code, declineCode, message, param } = testCard.decline;
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
    return answer({ setupIntent: setupIntent(intentId, clientSecret, id) });
  };

  /**
   * A payment of a saved card that the mock platform answered `requires_action` for: the platform hands a
   * PaymentIntent to the browser only when the card asks for 3-D Secure, so the challenge always opens.
   * Approved: the PaymentIntent succeeds; failed: Stripe's `payment_intent_authentication_failure`.
   */
  const confirmCardPayment = async (clientSecret: string, data?: unknown): Promise<PaymentIntentResult> => {
    const intentId = PAYMENT_CLIENT_SECRET.exec(clientSecret)?.[1];
    if (!intentId) {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message:
            'Invalid value for confirmCardPayment: clientSecret should be a client secret of the form ${id}_secret_${secret}.',
        },
      };
    }
    if (data !== undefined && typeof data === 'object' && data && 'payment_method' in data) {
      return answer({ error: unsupported('a new payment method at payment time') });
    }
    if ((await challenge('payment')) === 'failed') {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILURE_MESSAGE,
          doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
        },
      };
    }
    const paymentIntent = {
      id: intentId,
      object: 'payment_intent',
      client_secret: clientSecret,
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'succeeded',
    } as Partial<PaymentIntent> as PaymentIntent;
    return answer({ paymentIntent });
  };

  const standIn = {
    elements,
    createPaymentMethod,
    createToken: () => answer({ error: unsupported('tokens') }),
    confirmCardPayment,
    confirmCardSetup,
  };
  // The stand-in implements the part of Stripe the console uses; react-stripe-js checks only that part.
  return standIn as unknown as Stripe;
}
