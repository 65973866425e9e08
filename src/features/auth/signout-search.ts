/** /signout's search: `to=auth` returns to /auth after the identity provider's logout; anything else, the origin. */
export interface SignOutSearch {
  to?: 'auth';
}

export function parseSignOutSearch(search: Record<string, unknown>): SignOutSearch {
  return search.to === 'auth' ? { to: 'auth' } : {};
}
