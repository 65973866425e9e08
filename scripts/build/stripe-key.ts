import { loadEnv, type Plugin } from 'vite';

import { checkStripeKey } from '../../src/config/payments.ts';

const NAME = 'VITE_STRIPE_PUBLISHABLE_KEY';

/**
 * What a build may put in the bundle for `VITE_STRIPE_PUBLISHABLE_KEY`: a valid publishable key as it is;
 * for anything else a stand-in that only names the problem, so the console still says why card payments are
 * not configured while a secret key pasted by mistake never ships to every browser.
 */
export function browserStripeKey(raw: string | undefined): string {
  const check = checkStripeKey(raw);
  if (check.ok) return check.key;
  return { 'secret-key': 'sk_withheld', malformed: 'malformed_withheld', missing: '' }[check.problem];
}

/** Builds (not the dev server or vitest, whose tests set the variable) inline only the browser-safe value. */
export function stripeKeyPlugin(): Plugin {
  return {
    name: 'console:stripe-key',
    apply: 'build',
    config(_config, { mode }) {
      const raw = loadEnv(mode, process.cwd(), 'VITE_')[NAME];
      return { define: { [`import.meta.env.${NAME}`]: JSON.stringify(browserStripeKey(raw)) } };
    },
  };
}
