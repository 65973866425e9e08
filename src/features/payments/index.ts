/**
 * Card payments through the card provider (Stripe; its stand-in in mock mode and tests), shared by the
 * registration wizard's payment step and billing's payment methods. A card is saved through a SetupIntent,
 * so the issuer's 3-D Secure challenge runs in the provider's own flow. Only the provider's answer reaches the
 * console: a payment method id with the card's brand and last four digits, named everywhere by `useCardNames`.
 * A build without a usable publishable key shows that card payments are not configured, never a form.
 * A payment of a saved card that needs 3-D Secure is authenticated the same way (`authenticatePayment`).
 */
export { authenticatePayment, type PaymentAuthentication } from './authenticate-payment';
export { useCardNames, type CardNames, type NamedCard } from './card-name';
export { LazyCardEntry, type LazyCardEntryLabels, type LazyCardEntryProps } from './lazy-card-entry';
export type { PaymentMethodValue } from './payment-method-value';
export { paymentsSetup } from './stripe-loader';
