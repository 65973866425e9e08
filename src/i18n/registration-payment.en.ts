/** The wizard's payment step: card entry through the card provider, brand and last digits once added. */
export const registrationPaymentEn = {
  intro: 'Add the card your plan is paid with.',
  cardLabel: 'Card details',
  providerNote: 'Card details go straight to our card provider, Stripe, and never reach our servers.',
  testMode:
    'Test mode: no card is charged. Try {{accepted}} (accepted), {{authenticated}} (asks for 3-D Secure) or {{declined}} (declined), with any future date and any CVC.',
  testCards: 'All test cards',
  notConfigured:
    'Card payments are not configured on this site, so a card cannot be added right now. Please contact support.',
  addCard: 'Add card',
  adding: 'Adding card…',
  loading: 'Loading the card form…',
  loadFailed: 'The card form could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  cardAdded: 'Card added',
  remove: 'Remove card',
  unexpectedError: 'The card could not be added. Please try again.',
} as const;
