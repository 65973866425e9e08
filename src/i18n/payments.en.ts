/** How a card is named wherever one is shown: the registration wizard and billing (features/payments). */
export const paymentsEn = {
  endingIn: '{{brand}} ending in {{last4}}',
  /** A card known by its payment method id only (a restored draft). */
  savedCard: 'Saved card',
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    sepa_debit: 'SEPA Direct Debit',
    card: 'Card',
  },
} as const;
