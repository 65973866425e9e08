/**
 * `auth_redirect` and every other "go back to where you were" value may only lead to a path on the console's
 * own origin. Anything that could leave it (`//x`, `/\x`, `https://x`, `javascript:`, control characters,
 * credentials, backslashes, encoded slashes that a router might decode) is dropped rather than repaired.
 */
export function safeRedirectPath(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers strip tabs and newlines inside URLs and treat `\` like `/`: refuse them outright.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (value === '' || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (/%2f|%5c/i.test(value.split(/[?#]/, 1)[0] ?? '')) return undefined;

  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.username !== '' || url.password !== '') return undefined;
  // Dot segments can turn "/..//x" into "//x", which a later navigation would read as another host.
  if (url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The saved path is used only if it is safe and not the auth dialog itself (spec section 4). */
export function postSignInPath(saved: unknown, origin: string): string {
  const path = safeRedirectPath(saved, origin);
  if (!path || path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?')) return '/';
  return path;
}

export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/** The sign-in and sign-out screens, which have screens of their own rather than the signed-in app. */
export function isSignInOrOutPath(pathname: string): boolean {
  return isAuthPath(pathname) || pathname === '/signout' || pathname.startsWith('/signout/');
}
