// Card payments through Stripe (its stand-in in mock mode), for registration and billing (docs/payments.md).
export { authenticatePayment, type PaymentAuthentication } from './authenticate-payment';
export { useCardNames, type CardNames, type NamedCard } from './card-name';
export { LazyCardEntry, type LazyCardEntryLabels, type LazyCardEntryProps } from './lazy-card-entry';
export type { PaymentMethodValue } from './save-card';
export { paymentsSetup, type HintCards } from './stripe-loader';
