import { resolveUrl } from '@/api/client';
import { getLoginUrl, getLogoutUrl, getRegisterUrl } from '@/api/generated/endpoints/auth/auth';

/**
 * The browser-navigation routes of the contract (302 redirects through the identity provider). Built from
 * the generated URL helpers so the paths live only in the contract.
 */
export function loginUrl(origin: string = window.location.origin): string {
  return resolveUrl(getLoginUrl({ redirectUrl: `${origin}/auth` }));
}

export function registerUrl(origin: string = window.location.origin): string {
  return resolveUrl(getRegisterUrl({ redirectUrl: `${origin}/auth?step=1` }));
}

export function logoutNavigationUrl(returnTo: string): string {
  return resolveUrl(getLogoutUrl({ redirectUrl: returnTo }));
}
