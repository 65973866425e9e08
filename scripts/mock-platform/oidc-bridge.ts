import * as oidc from 'openid-client';

import type { IdentityBridge } from '@/mocks/identity-bridge';

import { BFF_CLIENT, SCOPES } from './oidc';

/**
 * The API's side of sign-in, as the platform's backend does it: the OpenID Connect code flow with PKCE
 * (S256) and `state`, as the confidential client `console-bff`, using `openid-client` against the issuer's
 * discovery document. The handlers of `/v1/auth/*` (src/mocks) call it and own cookies and redirects.
 */
export interface OidcBridgeOptions {
  issuer: string;
  clientId?: string;
  clientSecret?: string;
  /** How long a started sign-in may take before its state is forgotten. */
  pendingTtlMs?: number;
  now?: () => number;
}

interface PendingLogin {
  codeVerifier: string;
  redirectUrl: string;
  redirectUri: string;
  mode: 'login' | 'register';
  expiresAt: number;
}

const CALLBACK_PATH = '/v1/auth/callback';

export interface OidcBridge extends IdentityBridge {
  /** Fetches the discovery document now, so the first sign-in does not wait for it. */
  prepare(): Promise<void>;
}

export function createOidcBridge(options: OidcBridgeOptions): OidcBridge {
  const { issuer, clientId = BFF_CLIENT.id, clientSecret = BFF_CLIENT.secret } = options;
  const pendingTtlMs = options.pendingTtlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const pending = new Map<string, PendingLogin>();
  let configuration: Promise<oidc.Configuration> | undefined;

  /** Discovery on first use (the provider runs in this very process, so not before it listens). */
  function config(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
        // A local mock on plain http.
        execute: [oidc.allowInsecureRequests],
      })
      .catch((error: unknown) => {
        configuration = undefined; // try again next time
        throw error;
      });
    return configuration;
  }

  function forgetExpired() {
    const time = now();
    for (const [state, login] of pending) if (login.expiresAt <= time) pending.delete(state);
  }

  return {
    async prepare() {
      await config();
    },

    async startLogin({ mode, redirectUrl, apiOrigin }) {
      const cfg = await config();
      forgetExpired();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const redirectUri = new URL(CALLBACK_PATH, apiOrigin).href;
      pending.set(state, { codeVerifier, redirectUrl, redirectUri, mode, expiresAt: now() + pendingTtlMs });
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      };
      if (mode === 'register') {
        // Open the registration form, even when the browser still has a provider session.
        parameters.screen_hint = 'signup';
        parameters.prompt = 'login';
      }
      return oidc.buildAuthorizationUrl(cfg, parameters).href;
    },

    async finishLogin({ code, state }) {
      const cfg = await config();
      forgetExpired();
      const login = pending.get(state);
      if (!login) throw new Error('Unknown or expired sign-in state');
      pending.delete(state);

      const callback = new URL(login.redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      const metadata = cfg.serverMetadata();
      // RFC 9207: the provider also sent `iss`; the handlers pass on code and state only, and this
      // bridge talks to one issuer, so the issuer it discovered is the one that answered.
      if (metadata.authorization_response_iss_parameter_supported)
        callback.searchParams.set('iss', metadata.issuer);

      const tokens = await oidc.authorizationCodeGrant(cfg, callback, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: state,
      });
      const subject = tokens.claims()?.sub;
      if (!subject) throw new Error('The identity provider returned no subject');
      return { subject, redirectUrl: login.redirectUrl };
    },

    async endSessionUrl({ postLogoutRedirectUrl }) {
      const cfg = await config();
      return oidc.buildEndSessionUrl(cfg, {
        client_id: clientId,
        post_logout_redirect_uri: postLogoutRedirectUrl,
      }).href;
    },
  };
}
