import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { authStatusQuery } from '@/api/auth-status';
import { deriveAuthState, type AuthState } from './auth-machine';

/** The current authentication state (spec section 4); a failed check keeps the last known answer. */
export function useAuthState(): AuthState & { readonly statusUpdatedAt: number } {
  const { data, status, dataUpdatedAt } = useQuery(authStatusQuery);
  return useMemo(() => {
    const state =
      data !== undefined
        ? deriveAuthState({ status: 'success', data })
        : deriveAuthState({ status: status === 'error' ? 'error' : 'pending' });
    return { ...state, statusUpdatedAt: dataUpdatedAt };
  }, [data, status, dataUpdatedAt]);
}
