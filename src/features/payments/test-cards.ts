import type { CardBrand } from './card-rules';

/**
 * Stripe's documented test card numbers (https://docs.stripe.com/testing) and what the stand-in answers for
 * each: the payment method Stripe's matching test method is called (the ids the mock platform knows, see
 * src/mocks/store/payment-methods.ts), or the card error Stripe answers. Any other number that passes the
 * checks becomes a fresh `pm_…` of its brand. docs/mock-platform.md shows this table (checked by a test).
 */
export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
  param?: string;
}

export interface TestCard {
  number: string;
  brand: CardBrand;
  /** What it is, as Stripe's docs say. */
  description: string;
  outcome: { paymentMethod: string; funding: 'credit' | 'debit' } | { decline: CardDecline };
}

/**
 * Declined with `card_declined` at registration: the mock platform answers 402 PAYMENT_FAILED for ids
 * starting with this (DECLINED_TOKEN_PREFIX in src/mocks/store/payment-methods.ts).
 */
export const CHARGE_DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';

const declined = (declineCode: string): CardDecline => ({
  code: 'card_declined',
  declineCode,
  message: 'Your card was declined.',
});

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    description: 'Visa',
    outcome: { paymentMethod: 'pm_card_visa', funding: 'credit' },
  },
  {
    number: '4000056655665556',
    brand: 'visa',
    description: 'Visa (debit)',
    outcome: { paymentMethod: 'pm_card_visa_debit', funding: 'debit' },
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Mastercard',
    outcome: { paymentMethod: 'pm_card_mastercard', funding: 'credit' },
  },
  {
    number: '378282246310005',
    brand: 'amex',
    description: 'American Express',
    outcome: { paymentMethod: 'pm_card_amex', funding: 'credit' },
  },
  {
    number: '371449635398431',
    brand: 'amex',
    description: 'American Express',
    outcome: { paymentMethod: 'pm_card_amex', funding: 'credit' },
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    description: 'Attaches, but charging it fails: registration answers 402 PAYMENT_FAILED',
    outcome: { paymentMethod: CHARGE_DECLINED_PAYMENT_METHOD, funding: 'credit' },
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    description: 'Generic decline',
    outcome: { decline: declined('generic_decline') },
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    description: 'Insufficient funds decline',
    outcome: {
      decline: { ...declined('insufficient_funds'), message: 'Your card has insufficient funds.' },
    },
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    description: 'Lost card decline',
    outcome: { decline: declined('lost_card') },
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    description: 'Stolen card decline',
    outcome: { decline: declined('stolen_card') },
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    description: 'Expired card decline',
    outcome: { decline: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' } },
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    description: 'Incorrect CVC decline',
    outcome: {
      decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
    },
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    description: 'Processing error decline',
    outcome: {
      decline: {
        code: 'processing_error',
        message: 'An error occurred while processing your card. Try again in a little bit.',
      },
    },
  },
];

export function findTestCard(digits: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === digits);
}
