import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '@/api/client';
import { authStatusSchema } from '@/api/first-screen-schemas';
import { retryUpTo } from '@/api/retry-policy';
import { getGetAuthStatusQueryKey, getGetAuthStatusUrl } from '@/api/generated/endpoints/auth/auth';
import type { AuthStatus } from '@/api/generated/model';
import { authStatusTimeoutMs } from '@/config/network-timings';
import { deriveAuthState, type AuthState } from './auth-machine';

/** How long a confirmed auth status is trusted before it is checked again in the background. */
const AUTH_STATUS_STALE_MS = 30_000;

/**
 * The generated `getAuthStatus` with a lazy schema: a visitor without a session gets the first screen
 * without loading zod (see api/first-screen-schemas.ts). Using the generated
 * `getAuthStatus` / `useGetAuthStatus` anywhere would bring zod back into the first load.
 */
export function authStatusQueryOptions() {
  return queryOptions({
    queryKey: getGetAuthStatusQueryKey(),
    queryFn: ({ signal }) =>
      apiFetch<AuthStatus>(getGetAuthStatusUrl(), {
        signal,
        method: 'GET',
        schema: authStatusSchema,
        // Every screen waits on this call: a hang ends sooner than other calls' (constants.ts).
        timeoutMs: authStatusTimeoutMs(),
      }),
    staleTime: AUTH_STATUS_STALE_MS,
    // Once, not the app's twice: the first screen says what is wrong sooner. Not `retry: 1`, which would
    // retry a 4xx too.
    retry: retryUpTo(1),
    // A failed check is tried again by Try again (or the guard), not by every component that mounts to
    // read it: that would hide the error screen's reason behind a second, silent wait.
    retryOnMount: false,
  });
}

export const authStatusQueryKey = getGetAuthStatusQueryKey;

/** The current authentication state (spec section 4); a failed refetch keeps the last known answer. */
export function useAuthState(): AuthState & { readonly statusUpdatedAt: number } {
  const query = useQuery(authStatusQueryOptions());
  return useMemo(() => {
    const state =
      query.data !== undefined
        ? deriveAuthState({ status: 'success', data: query.data })
        : deriveAuthState({ status: query.status === 'error' ? 'error' : 'pending' });
    return { ...state, statusUpdatedAt: query.dataUpdatedAt };
  }, [query.data, query.status, query.dataUpdatedAt]);
}
