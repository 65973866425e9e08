import { useCallback, useRef } from 'react';

import { chooseErrorMessage, type Translate } from '@/api/errors';
import { useTranslation } from '@/i18n';

/** The catalogue's message for a failed call (spec section 8), in the interface language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => chooseErrorMessage(error, (key, values) => (t as unknown as Translate)(key, values)),
    [t],
  );
}

/**
 * Runs one action at a time: a second call while the first is pending gets the same promise and starts
 * nothing. A disabled button only takes effect after React re-renders; a double click can land before.
 */
export function useSingleFlight() {
  const pending = useRef<Promise<unknown> | null>(null);
  return useCallback(<T>(action: () => Promise<T>): Promise<T> => {
    if (pending.current) return pending.current as Promise<T>;
    const started = action().finally(() => {
      pending.current = null;
    });
    pending.current = started;
    return started;
  }, []);
}
