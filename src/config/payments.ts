/**
 * The card provider's (Stripe's) publishable key, from `VITE_STRIPE_PUBLISHABLE_KEY` at build time. Only a
 * publishable key (`pk_test_…`/`pk_live_…`) counts: anything else, a secret key above all, is refused and the
 * console runs with its stand-in provider as if no key were set.
 */
export function stripePublishableKey(raw: string | undefined = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY) {
  const key = raw?.trim() ?? '';
  return /^pk_(?:test|live)_[A-Za-z0-9]+$/.test(key) ? key : null;
}
