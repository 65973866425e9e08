import { useCallback, useRef, useState } from 'react';

/**
 * Runs each action (by key: `remove`, `resend:inv_1`…) once at a time. A disabled button only takes
 * effect after React re-renders, and a double click can land before that: the second call finds the key
 * running and starts nothing. `isPending(key)` drives the buttons.
 */
export function usePendingActions() {
  const running = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(async (key: string, action: () => Promise<void>): Promise<void> => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setPending(new Set(running.current));
    try {
      await action();
    } finally {
      running.current.delete(key);
      setPending(new Set(running.current));
    }
  }, []);

  const isPending = useCallback((key: string) => pending.has(key), [pending]);
  return { run, isPending };
}
