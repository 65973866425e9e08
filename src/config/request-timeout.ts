import { DEFAULT_REQUEST_TIMEOUT_MS } from './constants';

/**
 * The API client's timeout, from `VITE_REQUEST_TIMEOUT_MS` at build time when set. The e2e build shortens it
 * (scripts/e2e-server.mjs) so the fault matrix's "hang" cases end in seconds rather than 15 s per attempt;
 * anything that is not a positive whole number falls back to the default.
 */
export function requestTimeoutMs(raw: string | undefined = import.meta.env.VITE_REQUEST_TIMEOUT_MS): number {
  const value = raw?.trim() ?? '';
  if (!/^\d+$/.test(value)) return DEFAULT_REQUEST_TIMEOUT_MS;
  const ms = Number(value);
  return ms > 0 ? ms : DEFAULT_REQUEST_TIMEOUT_MS;
}
