import type {
  PaymentMethodResult,
  SetupIntent,
  SetupIntentResult,
  Stripe,
  StripeError,
} from '@stripe/stripe-js';

import { runAuthenticationChallenge, type ChallengeOutcome } from './authentication-challenge';

import { INCOMPLETE_CODES, cardBrand, checkCvc, checkExpiry, checkNumber, parseExpiry } from './card-rules';
import { createConfirmCardPayment } from './confirm-card-payment';
import { readStandInCard } from './stand-in-card-data';
import { createElementsGroup } from './stand-in-elements';
import { AUTHENTICATION_FAILURE_MESSAGE, unsupported, validationError } from './stand-in-errors';
import { cardPaymentMethod } from './stand-in-payment-method';
import { findTestCard, type TestCard } from './test-cards';

/**
 * Stripe.js for mock mode and tests, without network: the console's own path (`<Elements>`, `<CardElement>`,
 * createPaymentMethod, confirmCardSetup, confirmCardPayment) runs against it and answers Stripe's test cards as
 * test mode does (docs/mock-platform.md, "Test cards").
 */

export interface StripeStandInOptions {
  /** How long the "provider" takes to answer (default 400 ms). */
  latencyMs?: number;
  /** The clock for expiry checks and `created`. */
  now?: () => Date;
  /** The issuer's 3-D Secure challenge (default: the modal dialog of authentication-challenge.ts). */
  challenge?: typeof runAuthenticationChallenge;
}

/** What the stand-in remembers of a payment method it created, for confirmCardSetup. */
interface CreatedMethod {
  brand: string;
  last4: string;
  testCard?: TestCard;
}

const CLIENT_SECRET = /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

export function createStripeStandIn({
  latencyMs = 400,
  now = () => new Date(),
  challenge = runAuthenticationChallenge,
}: StripeStandInOptions = {}): Stripe {
  const created = new Map<string, CreatedMethod>();
  const answer = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), latencyMs));

  const elements = () => createElementsGroup(now);

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

    const testCard = findTestCard(typed.number);
    const last4 = typed.number.slice(-4);
    const paymentMethod = cardPaymentMethod({
      brand,
      last4,
      expiry: parseExpiry(typed.expiry),
      testCard,
      billingDetails: request.billing_details,
      now: now(),
    });
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

  const confirmCardPayment = createConfirmCardPayment({ answer, challenge, now });

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
