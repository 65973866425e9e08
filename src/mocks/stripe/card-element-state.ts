import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';

import {
  INCOMPLETE_CODES,
  CARD_VALIDATION_MESSAGES,
  cardBrand,
  checkCvc,
  checkExpiry,
  checkNumber,
  digitsOf,
  type CardBrand,
  type CardValidationCode,
  type FieldCheck,
} from './card-rules';

export type Field = 'number' | 'expiry' | 'cvc';

export const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc'];

export type CardChecks = Record<Field, FieldCheck> & { brand: CardBrand };

/** What the element shows and reports: the first error, and whether it is empty, complete or invalid. */
export interface CardState {
  brand: CardBrand;
  errorCode: CardValidationCode | undefined;
  empty: boolean;
  complete: boolean;
  /** Per field: invalid, or incomplete and left. */
  invalid: Record<Field, boolean>;
}

export function checkCard(inputs: Record<Field, HTMLInputElement> | undefined, now: Date): CardChecks {
  const number = digitsOf(inputs?.number.value ?? '');
  const brand = cardBrand(number);
  return {
    brand,
    number: checkNumber(number),
    expiry: checkExpiry(inputs?.expiry.value ?? '', now),
    cvc: checkCvc(inputs?.cvc.value ?? '', brand),
  };
}

/**
 * The card's state; `isLeft` says whether an incomplete field counts as an error (once it has been left,
 * while the user is elsewhere).
 */
export function cardState(state: CardChecks, isLeft: (field: Field) => boolean): CardState {
  /** The first error to show: an invalid field at once, an incomplete one once it has been left. */
  const shownError = (): CardValidationCode | undefined => {
    for (const field of FIELDS) {
      const check = state[field];
      if (check.status === 'invalid') return check.code;
      if (check.status === 'incomplete' && isLeft(field)) return INCOMPLETE_CODES[field];
    }
    return undefined;
  };
  const errorCode = shownError();
  const empty = FIELDS.every((field) => state[field].status === 'empty');
  const complete = FIELDS.every((field) => state[field].status === 'complete');
  const invalid = {} as Record<Field, boolean>;
  for (const field of FIELDS) {
    const check = state[field];
    invalid[field] = check.status === 'invalid' || (check.status === 'incomplete' && isLeft(field));
  }
  return { brand: state.brand, errorCode, empty, complete, invalid };
}

/** Stripe's `change` event for the state. */
export function changeEvent({ empty, complete, brand, errorCode }: CardState): StripeCardElementChangeEvent {
  return {
    elementType: 'card',
    empty,
    complete,
    brand,
    value: { postalCode: '' },
    error: errorCode && {
      type: 'validation_error',
      code: errorCode,
      message: CARD_VALIDATION_MESSAGES[errorCode],
    },
  };
}
