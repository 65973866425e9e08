import { getGetAuthStatusQueryOptions } from './generated/endpoints/auth/auth';
import { queryClient } from './query-client';
import { retryDelayFrom, retryUpTo } from './retry-policy';
import type { AuthStatusAsRead } from './session-user';
import { authStatusTimeoutMs, queryRetryBaseDelayMs } from '@/config/network-timings';

/**
 * The auth status (`GET /v1/auth/status`) as a query: read by the first screen and the signed-in app alike
 * (session/auth-status.ts derives the authentication state from it). The generated call reads the answer
 * with its essential fields (`x-essential`), so an odd incidental field never stops a screen.
 */
export const authStatusQuery = getGetAuthStatusQueryOptions<AuthStatusAsRead>({
  query: {
    // How long a confirmed status is trusted before a screen that mounts checks it again.
    staleTime: 30_000,
    // Once, not the app's twice: the first screen says what is wrong sooner. Never a 4xx.
    retry: retryUpTo(1),
    retryDelay: retryDelayFrom(queryRetryBaseDelayMs()),
    // A failed check is tried again by Try again (or the guard), not by every component that mounts to read
    // it: that would hide the error screen's reason behind a second, silent wait.
    retryOnMount: false,
    // Offline, the call is made and fails, so the first screen says so rather than waiting without a word.
    networkMode: 'always',
    // Back online: a failed check always, a stale one too.
    refetchOnReconnect: ({ state }) => (state.status === 'error' ? 'always' : true),
  },
  // Every screen waits on this call: a hang ends sooner than other calls' (constants.ts).
  request: { timeoutMs: authStatusTimeoutMs() },
});

/**
 * The status outside a component, in the one query client: what is held now (the form drafts' owner, the
 * role), what is held or else asked for (the signed-in guard), and asking again after a change the status
 * reflects (a role, a finished registration), replacing a call under way; `refresh` resolves once the
 * answer is in, whatever the outcome.
 */
export const authStatus = {
  current: (): AuthStatusAsRead | undefined => queryClient.getQueryData(authStatusQuery.queryKey),
  ensure: (): Promise<AuthStatusAsRead> => queryClient.ensureQueryData(authStatusQuery),
  refresh: (): Promise<void> =>
    queryClient.invalidateQueries(
      { queryKey: authStatusQuery.queryKey, exact: true, refetchType: 'all' },
      { throwOnError: false },
    ),
} as const;
