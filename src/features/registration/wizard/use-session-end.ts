import { useCallback, useEffect, useState } from 'react';
import { authStatus } from '@/api/auth-status';

/**
 * A call answered 401: the identity's session is gone, and only signing in again can go on. The draft
 * stays for after the sign-in; the status, asked again, shows signed out if the session is gone.
 */
export function useSessionEnd(lookupSessionEnded: boolean, clearBanner: () => void) {
  const [callSessionEnded, setCallSessionEnded] = useState(false);

  const endSession = useCallback(() => {
    setCallSessionEnded(true);
    clearBanner();
    void authStatus.refresh();
  }, [clearBanner]);

  // The field's own lookup found the session gone: the status is asked again (the page follows it).
  useEffect(() => {
    if (lookupSessionEnded) void authStatus.refresh();
  }, [lookupSessionEnded]);

  // Until the user signs in again, the registration call could only answer 401.
  return { sessionEnded: callSessionEnded || lookupSessionEnded, endSession };
}
