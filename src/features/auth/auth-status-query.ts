import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGetAuthStatusQueryKey, getGetAuthStatusQueryOptions } from '@/api/generated/endpoints/auth/auth';
import { deriveAuthState, type AuthState } from './auth-machine';

/** How long a confirmed auth status is trusted before it is checked again in the background. */
const AUTH_STATUS_STALE_MS = 30_000;

export function authStatusQueryOptions() {
  return getGetAuthStatusQueryOptions({ query: { staleTime: AUTH_STATUS_STALE_MS, retry: 1 } });
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
