import { useEffect } from 'react';
import { authStatus } from '@/api/auth-status';
import { useSessionEnded } from '@/api/session-end';

/**
 * A call answered 401 (any of the wizard's: the VAT lookup, the card step, the registration itself) ends the
 * session for the whole console (api/session-end.ts): only signing in again can go on. The draft stays for
 * after the sign-in; the status, asked again, shows signed out if the session is gone.
 */
export function useSessionEnd(lookupSessionEnded: boolean, clearBanner: () => void) {
  const sessionEnded = useSessionEnded() || lookupSessionEnded;

  useEffect(() => {
    if (!sessionEnded) return;
    clearBanner();
    void authStatus.refresh();
  }, [sessionEnded, clearBanner]);

  // Until the user signs in again, the registration call could only answer 401.
  return { sessionEnded };
}
