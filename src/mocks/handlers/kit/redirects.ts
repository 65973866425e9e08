import { fail } from './respond';

/** The console's own origins (Vite dev server and preview): where `redirectUrl` may lead by default. */
export const DEFAULT_ALLOWED_REDIRECT_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/**
 * `redirectUrl` when it is an absolute http(s) URL on an allowed origin, without credentials, whitespace,
 * control characters or backslashes (which browsers strip or rewrite); otherwise `undefined`. The origin is
 * compared whole, so `http://localhost:5173.evil.com` and `http://localhost:5173@evil.com` fail.
 */
export function allowedRedirect(
  value: string | null | undefined,
  origins: readonly string[],
): string | undefined {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!value || /[\s\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return origins.includes(url.origin) ? url.href : undefined;
}

/** The allowed `redirectUrl`, or 400 INVALID_REQUEST (the contract's BadRedirect). */
export function requireRedirect(value: string | null | undefined, origins: readonly string[]): string {
  return (
    allowedRedirect(value, origins) ??
    fail(400, 'INVALID_REQUEST', {
      message: value ? 'redirectUrl is not an allowed console origin.' : 'redirectUrl is required.',
      details: [{ path: 'redirectUrl', message: value ? 'Not an allowed origin' : 'Required' }],
    })
  );
}
