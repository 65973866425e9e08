import { useCallback, useSyncExternalStore } from 'react';
import type { ServerLogoutResult, SignOutFailureReason } from './server-logout';
import { clearBrowserState } from './auth-storage';
import { logoutNavigationUrl } from '@/session/identity-urls';
import { forgetSession } from '@/session/session-cache';
import { returnUrl, type SignOutReturn } from './sign-out-return';
import { isChunkLoadError } from '@/ui/chunk-error';

export type SignOutAttempt =
  | { readonly phase: 'idle' }
  /** `previous`: a retry of a failed attempt, whose message stays up while it runs. */
  | { readonly phase: 'working'; readonly previous?: SignOutFailureReason }
  | { readonly phase: 'failed'; readonly reason: SignOutFailureReason };

const IDLE: SignOutAttempt = { phase: 'idle' };

// Outside React: the screen that started a sign-out may be replaced while it runs (forgetting the session
// makes the auth page load its status again), and the failure must still be there when it comes back.
let current: SignOutAttempt = IDLE;
const listeners = new Set<() => void>();

function update(next: SignOutAttempt): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No sign-out under way or failed: on leaving /signout, and between tests. */
export function resetSignOutAttempt(): void {
  update(IDLE);
}

/**
 * The sign-out of this page: its state, `start` and `retry` (one at a time: a second click while one runs
 * does nothing). On success the browser leaves; on failure the state says why, for the screen to show in
 * place; a retry keeps that message up (its button busy) until it has an answer.
 */
export function useSignOut(returnTo: SignOutReturn) {
  const attempt = useSyncExternalStore(subscribe, () => current);
  const run = useCallback(
    async (previous?: SignOutFailureReason) => {
      if (current.phase === 'working') return;
      update(previous === undefined ? { phase: 'working' } : { phase: 'working', previous });
      // Local state goes at once, before the sequence's own code loads (outside the first screen's code).
      // Should that code be gone (a new deploy), the server's navigation logout needs none, and a failure
      // there is the server's own page.
      clearBrowserState();
      forgetSession();
      const result = await import('./sign-out')
        .then(({ signOut }) => signOut(returnTo))
        .catch((error: unknown): ServerLogoutResult => {
          if (!isChunkLoadError(error)) return { ended: false, reason: 'server-error' };
          window.location.assign(logoutNavigationUrl(returnUrl(returnTo)));
          return { ended: true };
        });
      // Leaving: the page stays 'working' until the browser has gone.
      if (!result.ended) update({ phase: 'failed', reason: result.reason });
    },
    [returnTo],
  );
  const start = useCallback(() => run(), [run]);
  const retry = useCallback(() => run(current.phase === 'failed' ? current.reason : undefined), [run]);
  return { attempt, start, retry };
}

/** The failure to show for this attempt, if any: a failed one, or a retry of one while it runs. */
export function failureShown(
  attempt: SignOutAttempt,
): { readonly reason: SignOutFailureReason; readonly retrying: boolean } | undefined {
  if (attempt.phase === 'failed') return { reason: attempt.reason, retrying: false };
  if (attempt.phase === 'working' && attempt.previous !== undefined) {
    return { reason: attempt.previous, retrying: true };
  }
  return undefined;
}
