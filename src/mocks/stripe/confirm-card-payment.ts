import type { PaymentIntent, PaymentIntentResult } from '@stripe/stripe-js';

import type { runAuthenticationChallenge } from './authentication-challenge';
import { AUTHENTICATION_FAILURE_MESSAGE, unsupported } from './stand-in-errors';

const PAYMENT_CLIENT_SECRET = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/**
 * `stripe.confirmCardPayment` for a saved card the mock platform answered `requires_action` for: it hands a
 * PaymentIntent to the browser only when the card asks for 3-D Secure, so the challenge always opens.
 * Approved: the PaymentIntent succeeds; failed: Stripe's `payment_intent_authentication_failure`.
 */
export function createConfirmCardPayment({
  answer,
  challenge,
  now,
}: {
  answer: <T>(value: T) => Promise<T>;
  challenge: typeof runAuthenticationChallenge;
  now: () => Date;
}) {
  return async (clientSecret: string, data?: unknown): Promise<PaymentIntentResult> => {
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
}
