import { randomHex } from './store/context';
import type { MockDb } from './store/db';
import { DEMO_ADMIN } from './store/demo';

/**
 * The seam between the platform's sign-in routes (`/v1/auth/login|register|callback|logout`, served by the
 * mock handlers) and an identity provider. The Node mock platform implements it with a real OpenID Connect
 * provider (code flow with PKCE); vitest and the browser use `directIdentityBridge`, which has no provider.
 */
export interface IdentityBridge {
  /** Where to send the browser to sign in or sign up (code flow with PKCE runs behind it). */
  startLogin(input: { mode: 'login' | 'register'; redirectUrl: string; apiOrigin: string }): Promise<string>;
  /** /v1/auth/callback: exchange code+state; returns the identity's subject and the redirectUrl saved at start. */
  finishLogin(input: {
    code: string;
    state: string;
    apiOrigin: string;
  }): Promise<{ subject: string; redirectUrl: string }>;
  /** The provider's end-session URL that returns to postLogoutRedirectUrl. */
  endSessionUrl(input: { postLogoutRedirectUrl: string; apiOrigin: string }): Promise<string>;
}

export interface DirectIdentityBridge extends IdentityBridge {
  /**
   * Makes the following sign-ins (and sign-ups) use the identity with this email; a sign-up with an unknown
   * email creates that identity (password `demo-signup-2026`). `undefined` goes back to the default.
   */
  signInAs(email: string | undefined): void;
}

export interface DirectIdentityBridgeOptions {
  /** The identity a sign-in uses (default: the demo admin). */
  email?: string;
}

/** The password of identities the direct bridge creates on sign-up. */
export const DIRECT_SIGNUP_PASSWORD = 'demo-signup-2026';

/**
 * A bridge without a provider: `startLogin` answers the callback URL at once, with a one-time code for the
 * chosen identity, or for a fresh one on sign-up (docs/mock-platform.md, "For developers").
 */
export function directIdentityBridge(
  db: MockDb,
  options: DirectIdentityBridgeOptions = {},
): DirectIdentityBridge {
  let chosen = options.email;
  let signups = 0;
  const pending = new Map<string, { subject: string; state: string; redirectUrl: string }>();

  const identityFor = (mode: 'login' | 'register') => {
    if (mode === 'register' && chosen === undefined) {
      signups += 1;
      return db.identities.create({
        email: `signup-${signups}-${randomHex(3)}@example.test`,
        name: `New User ${signups}`,
        password: DIRECT_SIGNUP_PASSWORD,
      });
    }
    const email = chosen ?? DEMO_ADMIN.email;
    const known = db.identities.findByEmail(email);
    if (known) return known;
    if (mode === 'login') throw new Error(`directIdentityBridge: no identity with the email ${email}`);
    return db.identities.create({
      email,
      name: email.split('@', 1)[0] ?? email,
      password: DIRECT_SIGNUP_PASSWORD,
    });
  };

  return {
    signInAs(email) {
      chosen = email;
    },
    startLogin({ mode, redirectUrl, apiOrigin }) {
      // Through a promise, so an unknown identity rejects like a provider that refuses.
      return Promise.resolve().then(() => {
        const identity = identityFor(mode);
        const code = randomHex(16);
        const state = randomHex(8);
        pending.set(code, { subject: identity.subject, state, redirectUrl });
        const url = new URL('/v1/auth/callback', apiOrigin);
        url.searchParams.set('code', code);
        url.searchParams.set('state', state);
        return url.href;
      });
    },
    finishLogin({ code, state }) {
      const flow = pending.get(code);
      pending.delete(code);
      if (!flow || flow.state !== state)
        return Promise.reject(new Error('Unknown or used code, or wrong state.'));
      return Promise.resolve({ subject: flow.subject, redirectUrl: flow.redirectUrl });
    },
    endSessionUrl({ postLogoutRedirectUrl }) {
      return Promise.resolve(postLogoutRedirectUrl);
    },
  };
}
