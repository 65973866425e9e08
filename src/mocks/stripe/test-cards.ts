import type { CardBrand } from './card-rules';

/**
 * Stripe's documented test card numbers (https://docs.stripe.com/testing) and what the stand-in answers for
 * each when a SetupIntent is confirmed: whether it asks for 3-D Secure first, then the payment method (Stripe's
 * name for the card's test method, which the mock platform knows, see src/mocks/store/payment-methods.ts) or
 * the card error Stripe answers. Any other number that passes the checks becomes a fresh `pm_…` of its brand
 * and never asks. docs/mock-platform.md shows this table (checked by a test).
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
  /** Stripe's test payment method for the card; without one, a fresh `pm_…` id. */
  paymentMethod?: string;
  funding: 'credit' | 'debit';
  /** `required`: confirming a SetupIntent opens the issuer's challenge (approve or fail) first. */
  authentication: 'required' | 'none';
  /** The card error confirming a SetupIntent answers (after an approved challenge); else it succeeds. */
  decline?: CardDecline;
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

const saved = (paymentMethod: string, funding: 'credit' | 'debit' = 'credit') =>
  ({ paymentMethod, funding, authentication: 'none' }) as const;

const refused = (decline: CardDecline) => ({ funding: 'credit', authentication: 'none', decline }) as const;

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', description: 'Visa', ...saved('pm_card_visa') },
  {
    number: '4000056655665556',
    brand: 'visa',
    description: 'Visa (debit)',
    ...saved('pm_card_visa_debit', 'debit'),
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Mastercard',
    ...saved('pm_card_mastercard'),
  },
  { number: '378282246310005', brand: 'amex', description: 'American Express', ...saved('pm_card_amex') },
  { number: '371449635398431', brand: 'amex', description: 'American Express', ...saved('pm_card_amex') },
  {
    number: '4000002500003155',
    brand: 'visa',
    description: 'Requires authentication when set up; saved once approved',
    paymentMethod: 'pm_card_authenticationRequiredSetupForOffSession',
    funding: 'credit',
    authentication: 'required',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    description: 'Always requires authentication; saved once approved',
    paymentMethod: 'pm_card_authenticationRequired',
    funding: 'credit',
    authentication: 'required',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    description: '3D Secure 2 authentication required; saved once approved',
    paymentMethod: 'pm_card_threeDSecure2Required',
    funding: 'credit',
    authentication: 'required',
  },
  {
    number: '4000008400001629',
    brand: 'visa',
    description: '3D Secure 2 authentication required, then declined even when approved',
    funding: 'credit',
    authentication: 'required',
    decline: { code: 'card_declined', message: 'Your card was declined.' },
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    description: 'Attaches, but charging it fails: registration answers 402 PAYMENT_FAILED',
    ...saved(CHARGE_DECLINED_PAYMENT_METHOD),
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    description: 'Generic decline',
    ...refused(declined('generic_decline')),
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    description: 'Insufficient funds decline',
    ...refused({ ...declined('insufficient_funds'), message: 'Your card has insufficient funds.' }),
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    description: 'Lost card decline',
    ...refused(declined('lost_card')),
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    description: 'Stolen card decline',
    ...refused(declined('stolen_card')),
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    description: 'Expired card decline',
    ...refused({ code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' }),
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    description: 'Incorrect CVC decline',
    ...refused({ code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' }),
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    description: 'Processing error decline',
    ...refused({
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    }),
  },
];

/** What the docs table shows as a card's answer: its payment method, or the decline's code. */
export function testCardAnswer(card: TestCard): string {
  return card.decline ? (card.decline.declineCode ?? card.decline.code) : (card.paymentMethod ?? 'pm_…');
}

export function findTestCard(digits: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === digits);
}

/** The test cards the card form's test-mode hint names: one accepted, one asking for 3-D Secure, one declined. */
export const HINT_CARDS = {
  accepted: '4242 4242 4242 4242',
  authenticated: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
} as const;
