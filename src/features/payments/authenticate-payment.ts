import { loadPaymentProvider } from './stripe-loader';

export type PaymentAuthentication = { ok: true } | { ok: false; reason: 'failed' | 'unavailable' };

/**
 * Runs the card's strong customer authentication (3-D Secure) for a payment the platform answered
 * `requires_action`: `stripe.confirmCardPayment` with its client secret, in the provider's own flow. The
 * secret is passed on only, never kept or logged.
 */
export async function authenticatePayment(clientSecret: string): Promise<PaymentAuthentication> {
  const provider = await loadPaymentProvider().catch(() => null);
  if (!provider) return { ok: false, reason: 'unavailable' };
  const result = await provider.stripe.confirmCardPayment(clientSecret);
  if (result.error || result.paymentIntent?.status !== 'succeeded') return { ok: false, reason: 'failed' };
  return { ok: true };
}
