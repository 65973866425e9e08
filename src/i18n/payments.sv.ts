import type { Catalogue } from './catalogue';
import type { paymentsEn } from './payments.en';

export const paymentsSv = {
  endingIn: '{{brand}} som slutar på {{last4}}',
  savedCard: 'Sparat kort',
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    sepa_debit: 'SEPA-autogiro',
    card: 'Kort',
  },
} satisfies Catalogue<typeof paymentsEn>;
