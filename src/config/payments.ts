/**
 * The card provider's (Stripe's) publishable key, from `VITE_STRIPE_PUBLISHABLE_KEY` at build time. Only a
 * publishable key (`pk_test_…`/`pk_live_…`) counts. Anything else leaves card payments not configured, with
 * the reason: a secret or restricted key (`sk_…`/`rk_…`, which must never reach a browser), a malformed
 * value, or none at all. Also run by the build (scripts/build/stripe-key.ts), which ships only a valid key.
 */
export type StripeKeyProblem = 'secret-key' | 'malformed' | 'missing';

export type StripeKeyCheck = { ok: true; key: string } | { ok: false; problem: StripeKeyProblem };

export function checkStripeKey(raw: string | undefined): StripeKeyCheck {
  const key = raw?.trim() ?? '';
  if (/^pk_(?:test|live)_[A-Za-z0-9]+$/.test(key)) return { ok: true, key };
  if (key === '') return { ok: false, problem: 'missing' };
  return { ok: false, problem: /^(?:sk|rk)_/.test(key) ? 'secret-key' : 'malformed' };
}
