import { useSyncExternalStore } from 'react';

type Listener = () => void;

let ended = false;
const listeners = new Set<Listener>();

/**
 * The API session has ended: a call was answered 401 (api-error.ts, `isAuthFailure`). The one signal the
 * whole console follows, whichever call met it (a query, a mutation, a charge, the auth status): open forms
 * keep what was typed (session/form-drafts.ts) and the user is offered to sign in again. Signing in again
 * loads the console afresh, which starts with the signal clear.
 */
export const sessionEnd = {
  report: (): void => {
    if (ended) return;
    ended = true;
    for (const listener of [...listeners]) listener();
  },
  isEnded: (): boolean => ended,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Whether the session has ended, for a component that changes when it does. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(sessionEnd.subscribe, sessionEnd.isEnded, sessionEnd.isEnded);
}

/** For tests: a session that is running again. */
export function resetSessionEndForTests(): void {
  ended = false;
}
