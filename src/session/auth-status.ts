import { useMemo } from 'react';
import { authStatus } from '@/api/auth-status';
import { useRemoteValue } from '@/api/remote-value';
import { deriveAuthState, type AuthState } from './auth-machine';

/** The current authentication state (spec section 4); a failed check keeps the last known answer. */
export function useAuthState(): AuthState & { readonly statusUpdatedAt: number } {
  const { data, status, updatedAt } = useRemoteValue(authStatus);
  return useMemo(() => {
    const state =
      data !== undefined
        ? deriveAuthState({ status: 'success', data })
        : deriveAuthState({ status: status === 'error' ? 'error' : 'pending' });
    return { ...state, statusUpdatedAt: updatedAt };
  }, [data, status, updatedAt]);
}
