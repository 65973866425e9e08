import { currentApiBaseUrl, currentEnvironment, rootDomain, type AppEnvironment } from './environment';

/**
 * Addresses outside the console: the identity provider (for its end-session step), the helpdesk and the API
 * docs. The spec names none of them ("identity realm and client identifiers are fixed; values not shown"),
 * so they derive from the host like the API does, and each can be set at build time.
 */
export interface ExternalLinks {
  /** OpenID Connect issuer of the identity provider (sign-in and sign-out run through the API's routes). */
  readonly identityAuthority: string;
  readonly identityClientId: string;
  readonly support: string;
  readonly apiDocs: string;
  /** The documents the registration wizard asks the customer to accept. */
  readonly legal: {
    readonly termsOfService: string;
    readonly privacyPolicy: string;
    readonly dataProcessingAgreement: string;
  };
}

export const IDENTITY_CLIENT_ID = 'console-spa';
export const IDENTITY_REALM = 'console';

export function externalLinks(env: AppEnvironment, apiBase: string, hostname: string): ExternalLinks {
  const root = rootDomain(hostname);
  const authority =
    env === 'development'
      ? `${apiBase}/oidc`
      : `https://auth.${env === 'staging' ? 'stage.' : ''}${root}/realms/${IDENTITY_REALM}`;
  return {
    identityAuthority: import.meta.env.VITE_IDENTITY_AUTHORITY?.trim() || authority,
    identityClientId: IDENTITY_CLIENT_ID,
    support: import.meta.env.VITE_SUPPORT_URL?.trim() || `https://support.${root || 'localhost'}`,
    apiDocs: import.meta.env.VITE_API_DOCS_URL?.trim() || `https://docs.${root || 'localhost'}`,
    legal: legalLinks(import.meta.env.VITE_LEGAL_URL?.trim() || `https://${root || 'localhost'}/legal`),
  };
}

function legalLinks(base: string): ExternalLinks['legal'] {
  return {
    termsOfService: `${base}/terms-of-service`,
    privacyPolicy: `${base}/privacy-policy`,
    dataProcessingAgreement: `${base}/data-processing-agreement`,
  };
}

export function currentExternalLinks(): ExternalLinks {
  return externalLinks(currentEnvironment(), currentApiBaseUrl(), window.location.hostname);
}
