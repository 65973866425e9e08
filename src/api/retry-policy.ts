import { isApiError } from './api-error';

/**
 * Whether a failed call may pass on a second try: a lost connection, a timeout, a 5xx, 408 or 429. Never any
 * other 4xx (the same request gets the same answer) nor an unreadable answer (the same body comes back).
 * The one rule for every query's `retry`, the app's defaults and the first screen's own (auth status).
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind === 'malformed') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A query `retry` function: retryable errors, at most `maxRetries` times. */
export function retryUpTo(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries && isRetryableError(error);
}

/** TanStack Query's backoff (doubling, at most 30 s) from a first delay of `baseMs`. */
export function retryDelayFrom(baseMs: number) {
  return (failureCount: number): number => Math.min(baseMs * 2 ** failureCount, 30_000);
}
