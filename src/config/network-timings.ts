import { AUTH_STATUS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './constants';

/** TanStack Query's own first retry delay (it doubles each time, up to 30 s). */
export const DEFAULT_QUERY_RETRY_BASE_DELAY_MS = 1_000;

/**
 * Timings of the network layer a build may change: the e2e build shortens them (scripts/e2e-server.mjs) so
 * the fault matrix's hung and retried calls end in seconds. Only *how long*: how often a call is retried and
 * which failures are retried stay the product's (src/api/retry-policy.ts). Anything that is not a positive
 * whole number of milliseconds falls back to the default.
 */
function positiveMs(raw: string | undefined, fallback: number): number {
  const value = raw?.trim() ?? '';
  if (!/^\d+$/.test(value)) return fallback;
  const ms = Number(value);
  return ms > 0 ? ms : fallback;
}

// Only a mock-mode build (the e2e suite's) may shorten them: a stray variable in a production build's
// environment must not ship a 3 s timeout.
const mockModeOnly = (raw: string | undefined) =>
  import.meta.env.VITE_MOCK_MODE === 'true' ? raw : undefined;

/** The API client's timeout, from `VITE_REQUEST_TIMEOUT_MS` at build time when set (mock mode only). */
export function requestTimeoutMs(
  raw: string | undefined = mockModeOnly(import.meta.env.VITE_REQUEST_TIMEOUT_MS),
): number {
  return positiveMs(raw, DEFAULT_REQUEST_TIMEOUT_MS);
}

/** The auth status call's timeout: its own, or the client's when that is shorter (an e2e build's). */
export function authStatusTimeoutMs(requestTimeout: number = requestTimeoutMs()): number {
  return Math.min(requestTimeout, AUTH_STATUS_TIMEOUT_MS);
}

/** The first delay before a query's retry, from `VITE_QUERY_RETRY_DELAY_MS` at build time (mock mode only). */
export function queryRetryBaseDelayMs(
  raw: string | undefined = mockModeOnly(import.meta.env.VITE_QUERY_RETRY_DELAY_MS),
): number {
  return positiveMs(raw, DEFAULT_QUERY_RETRY_BASE_DELAY_MS);
}
