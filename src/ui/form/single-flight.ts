import { useState } from 'react';

/**
 * Runs one action at a time: a call made while the previous one is still pending gets that same promise
 * and starts nothing. A disabled button only takes effect after React re-renders; a double click can land
 * before that, and must not send a second request.
 */
export function createSingleFlight() {
  let pending: Promise<unknown> | undefined;
  return {
    run<T>(action: () => Promise<T>): Promise<T> {
      if (pending) return pending as Promise<T>;
      const started = action().finally(() => {
        pending = undefined;
      });
      pending = started;
      return started;
    },
    get busy(): boolean {
      return pending !== undefined;
    },
  };
}

/** `createSingleFlight` for one component. */
export function useSingleFlight() {
  const [flight] = useState(createSingleFlight);
  return flight;
}
