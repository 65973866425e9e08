import type { StripeError } from '@stripe/stripe-js';

import { CARD_VALIDATION_MESSAGES, type CardValidationCode } from './card-rules';

/** Stripe's answer when the card's authentication fails or is cancelled. */
export const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export function validationError(code: CardValidationCode): StripeError {
  return { type: 'validation_error', code, message: CARD_VALIDATION_MESSAGES[code] };
}

export function unsupported(what: string): StripeError {
  return {
    type: 'invalid_request_error',
    code: 'parameter_unknown',
    message: `The card provider stand-in does not support ${what}; it creates card payment methods only.`,
  };
}
