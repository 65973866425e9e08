/** Where the identity provider's logout returns: /auth (the auth page's close button) or the site origin. */
export type SignOutReturn = 'auth' | 'origin';

export function returnUrl(returnTo: SignOutReturn, origin: string = window.location.origin): string {
  return returnTo === 'auth' ? `${origin}/auth` : `${origin}/`;
}
