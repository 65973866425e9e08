import { apiFetch } from './client';
import { authStatusSchema } from './first-screen-schemas';
import { createRemoteValue } from './remote-value';
import { retryDelayFrom, retryUpTo } from './retry-policy';
import { getGetAuthStatusUrl } from './generated/endpoints/auth/auth';
import type { AuthStatusAsRead } from './session-user';
import { authStatusTimeoutMs, queryRetryBaseDelayMs } from '@/config/network-timings';

/** How long a confirmed auth status is trusted before a screen that mounts checks it again. */
const AUTH_STATUS_STALE_MS = 30_000;

/**
 * The auth status (`GET /v1/auth/status`): its one home, read by the first screen and the signed-in app
 * alike (session/auth-status.ts derives the authentication state from it). Not a TanStack Query query, so a
 * visitor's first load carries no query library (remote-value.ts); the generated `getAuthStatus` is not used
 * either, as its schema would bring zod into the first load (first-screen-schemas.ts).
 */
export const authStatus = createRemoteValue<AuthStatusAsRead>({
  load: (signal) =>
    apiFetch<AuthStatusAsRead>(getGetAuthStatusUrl(), {
      signal,
      method: 'GET',
      schema: authStatusSchema,
      // Every screen waits on this call: a hang ends sooner than other calls' (constants.ts).
      timeoutMs: authStatusTimeoutMs(),
    }),
  staleMs: AUTH_STATUS_STALE_MS,
  // Once, not the app's twice: the first screen says what is wrong sooner. Never a 4xx.
  retry: retryUpTo(1),
  retryDelayMs: retryDelayFrom(queryRetryBaseDelayMs()),
  // A failed check is tried again by Try again (or the guard), not by every component that mounts to read
  // it: that would hide the error screen's reason behind a second, silent wait.
  retryOnMount: false,
});
