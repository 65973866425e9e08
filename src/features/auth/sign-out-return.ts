/** Where the identity provider's logout returns: /auth (the auth page's close button) or the site origin. */
export type SignOutReturn = 'auth' | 'origin';

export function returnUrl(returnTo: SignOutReturn, origin: string = window.location.origin): string {
  return returnTo === 'auth' ? `${origin}/auth` : `${origin}/`;
}

/** /signout's search: `to=auth` returns to /auth after the identity provider's logout; anything else, the origin. */
export interface SignOutSearch {
  to?: 'auth';
}

export function parseSignOutSearch(search: Record<string, unknown>): SignOutSearch {
  return search.to === 'auth' ? { to: 'auth' } : {};
}
