import { clearBrowserState } from './auth-storage';
import { logoutNavigationUrl } from '@/session/identity-urls';
import { forgetSession } from '@/session/session-cache';
import { endServerSession, type ServerLogoutResult } from './server-logout';
import { returnUrl, type SignOutReturn } from './sign-out-return';

export type { SignOutReturn } from './sign-out-return';

/** Leaves the console for a URL; tests pass their own. */
export type Leave = (url: string) => void;

const leaveForUrl: Leave = (url) => window.location.assign(url);

/**
 * The logout sequence (spec section 4): clear local and session storage (display preferences kept) and the
 * query cache, in every case; end the API session (server-logout.ts); only then go through the identity
 * provider's logout with the contract's browser-navigation logout, back to /auth or the site origin. While
 * the session may still be valid the browser stays here, and the caller says so in place.
 */
export async function signOut(
  returnTo: SignOutReturn,
  leave: Leave = leaveForUrl,
): Promise<ServerLogoutResult> {
  clearBrowserState();
  forgetSession();
  const result = await endServerSession();
  if (!result.ended) return result;
  // The session has ended; should the provider's page fail, the console's / leads to sign-in.
  leave(logoutNavigationUrl(returnUrl(returnTo)));
  return result;
}
