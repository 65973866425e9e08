import { rootDomain } from './environment';

/**
 * Addresses outside the console: the helpdesk, the API docs and the legal documents (sign-in and sign-out go
 * through the API's routes: docs/architecture.md, "Sign-in without a client library"). The spec names none
 * of them, so they derive from the host like the API does, and each can be set at build time.
 */
export interface ExternalLinks {
  readonly support: string;
  readonly apiDocs: string;
  /** The documents the registration wizard asks the customer to accept. */
  readonly legal: {
    readonly termsOfService: string;
    readonly privacyPolicy: string;
    readonly dataProcessingAgreement: string;
  };
}

export function externalLinks(hostname: string): ExternalLinks {
  const root = rootDomain(hostname);
  return {
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
  return externalLinks(window.location.hostname);
}
