/**
 * Card payments through the card provider (Stripe, or its stand-in in mock mode and tests), shared by the
 * registration wizard's payment step and billing's payment methods. Only the provider's answer reaches the
 * console: a payment method id with the card's brand and last four digits.
 */
export { LazyCardEntry, type LazyCardEntryLabels, type LazyCardEntryProps } from './lazy-card-entry';
export type { PaymentMethodValue } from './payment-method-value';
export { paymentProviderKind, type PaymentProviderKind } from './stripe-loader';
