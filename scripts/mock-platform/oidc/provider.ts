import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

import type { IdentityDirectory } from '../identity';
import { memoryAdapter } from './memory-adapter';
import { messagePage, signingOutPage } from './pages';

/**
 * The local OpenID Connect provider (the platform's Keycloak stands behind the same protocol): discovery,
 * authorize, token, userinfo, jwks and end-session under `/oidc`, accounts from the mock store.
 */

/** The API's backend-for-frontend client: the code flow with PKCE behind `/v1/auth/*`. */
export const BFF_CLIENT = {
  id: 'console-bff',
  // A mock: the secret is public on purpose. The real one lives in the platform's vault.
  secret: 'console-bff-mock-secret',
} as const;

/** A public client for the console, registered as the platform's realm has it; the console itself signs in through the BFF. */
export const SPA_CLIENT_ID = 'console-spa';

export const SCOPES = 'openid email profile';

export interface OidcProviderOptions {
  issuer: string;
  apiOrigins: readonly string[];
  consoleOrigins: readonly string[];
  identities: () => IdentityDirectory;
  /** Where error pages link back to. */
  homeUrl: string;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** A fresh RS256 signing key per start: tokens of a previous run are simply not valid any more. */
async function signingKey() {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: `mock-${Date.now().toString(36)}`,
    use: 'sig',
    alg: 'RS256',
  };
}

function clients({ apiOrigins, consoleOrigins }: OidcProviderOptions): ClientMetadata[] {
  const consolePages = (paths: string[]) =>
    consoleOrigins.flatMap((origin) => paths.map((path) => `${origin}${path}`));
  return [
    {
      client_id: BFF_CLIENT.id,
      client_secret: BFF_CLIENT.secret,
      client_name: 'EU AI Console',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: apiOrigins.map((origin) => `${origin}/v1/auth/callback`),
      post_logout_redirect_uris: consolePages(['/', '/auth', '/signout']),
    },
    {
      client_id: SPA_CLIENT_ID,
      client_name: 'EU AI Console',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: consolePages(['/auth', '/auth/callback']),
      post_logout_redirect_uris: consolePages(['/', '/auth', '/signout']),
    },
  ];
}

export async function createOidcProvider(options: OidcProviderOptions): Promise<Provider> {
  const { consoleOrigins, homeUrl } = options;

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: clients(options),
    jwks: { keys: [await signingKey()] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Plain http on localhost: `secure` stays off (the provider turns it on by itself only over https).
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: SCOPES.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries email and name, as Keycloak's does; the BFF needs no userinfo round trip.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // `screen_hint=signup` (the register route) opens the registration form instead of sign-in.
    extraParams: ['screen_hint'],
    findAccount(_ctx, sub) {
      const identity = options.identities().findBySubject(sub);
      if (!identity) return undefined;
      return {
        accountId: identity.subject,
        claims: () => ({
          sub: identity.subject,
          email: identity.email,
          email_verified: true,
          name: identity.name,
        }),
      };
    },
    // Both clients are the platform's own: consent is implied, as in the real realm's settings.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = signingOutPage(form);
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = messagePage({
            title: 'You are signed out',
            message: 'Your session with the EU AI Platform has ended.',
            href: homeUrl,
          });
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => consoleOrigins.includes(origin),
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Sign-in could not continue',
        message: [out.error_description, out.error].filter(Boolean).join(' · ') || 'Something went wrong.',
        href: homeUrl,
        linkText: 'Back to the console and try again',
      });
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = false;
  allowAnyConsolePageAfterLogout(provider, consoleOrigins);
  return provider;
}

/**
 * The API already refuses a `redirectUrl` outside the console's origins, and the console returns to
 * different pages (`/`, `/auth`, `/auth?step=1`…); exact registration of every one of them would turn a
 * harmless difference into a provider error page. So any page on a console origin is accepted after
 * logout; everything else still has to be registered exactly.
 */
function allowAnyConsolePageAfterLogout(provider: Provider, consoleOrigins: readonly string[]) {
  const prototype = provider.Client.prototype as {
    postLogoutRedirectUriAllowed?: (this: unknown, value: string) => boolean;
  };
  const registered = prototype.postLogoutRedirectUriAllowed;
  if (typeof registered !== 'function') {
    console.warn('mock platform: oidc-provider changed; post-logout URIs must be registered exactly');
    return;
  }
  prototype.postLogoutRedirectUriAllowed = function (value: string) {
    if (registered.call(this, value)) return true;
    try {
      return consoleOrigins.includes(new URL(value).origin);
    } catch {
      return false;
    }
  };
}
