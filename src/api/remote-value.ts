import { useEffect, useSyncExternalStore } from 'react';

/**
 * One answer of the platform that the first screen needs (the auth status, the health), kept outside
 * TanStack Query: a visitor's first load then carries no query library. The semantics are Query's for the
 * parts the console uses: one call at a time, a newer call replaces one under way, the last answer kept
 * through later failures, retries with a backoff, fresh for `staleMs`.
 */
export interface RemoteSnapshot<T> {
  /** The last answer that arrived (kept through later failures). */
  readonly data: T | undefined;
  /** Why the last call failed; null once an answer arrives. */
  readonly error: unknown;
  /** `pending`: no call has ended since there was no answer; else how the last call ended. */
  readonly status: 'pending' | 'success' | 'error';
  /** When the answer arrived (ms since the epoch; 0: none yet). */
  readonly updatedAt: number;
  readonly errorUpdatedAt: number;
  /** A call is under way. */
  readonly fetching: boolean;
}

export interface RemoteValueOptions<T> {
  readonly load: (signal: AbortSignal) => Promise<T>;
  /** How long an answer counts as fresh: a reader mounting later than that asks again. */
  readonly staleMs: number;
  /** Whether a failed call is tried again; `failures` counts the failures before this one (Query's). */
  readonly retry?: (failures: number, error: unknown) => boolean;
  readonly retryDelayMs?: (failures: number) => number;
  /** Whether a reader mounting after a failure (with no answer) asks again, rather than showing it. */
  readonly retryOnMount?: boolean;
}

export interface RemoteValue<T> {
  readonly snapshot: () => RemoteSnapshot<T>;
  readonly subscribe: (listener: () => void) => () => void;
  /** The answer held, else that of a call (the one under way, or a new one); rejects if it fails. */
  readonly ensure: () => Promise<T>;
  /** Asks again now, replacing a call under way; resolves when it has ended, whatever the outcome. */
  readonly refresh: () => Promise<void>;
  /** What a reader mounting does: ask unless an answer is fresh, a call is under way, or it just failed. */
  readonly refreshIfStale: () => void;
  /** Back online: ask unless a call is under way or the answer is fresh (after a failure, always). */
  readonly refreshOnReconnect: () => void;
  /** Changes the answer held (a known change, e.g. a saved profile); `undefined` from `change` keeps it. */
  readonly update: (change: (data: T | undefined) => T | undefined) => void;
  /**
   * Forgets everything (sign-out, between tests); a call under way is abandoned (its waiters get the next
   * call's outcome, or an AbortError if none has started when it ends). Readers are not told: each
   * asks again when it next renders, as TanStack Query's observers do after a clear, so a sign-out under way
   * is not raced by a call of its own.
   */
  readonly reset: () => void;
}

const INITIAL = {
  data: undefined,
  error: null,
  status: 'pending',
  updatedAt: 0,
  errorUpdatedAt: 0,
  fetching: false,
} as const;

const ignore = () => undefined;

/** The platform's answers are JSON: two that serialise alike are the same answer. */
function sameAnswer(next: unknown, previous: unknown): boolean {
  return previous !== undefined && JSON.stringify(next) === JSON.stringify(previous);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('The call was replaced', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

export function createRemoteValue<T>({
  load,
  staleMs,
  retry = () => false,
  retryDelayMs = () => 0,
  retryOnMount = true,
}: RemoteValueOptions<T>): RemoteValue<T> {
  let state: RemoteSnapshot<T> = INITIAL;
  let running: { controller: AbortController; promise: Promise<T> } | undefined;
  let latest: Promise<T> = Promise.resolve(undefined as T);
  const listeners = new Set<() => void>();

  const set = (next: Partial<RemoteSnapshot<T>>) => {
    // The answer as before when the new one says the same: readers that compare it see no change.
    const data = next.data !== undefined && sameAnswer(next.data, state.data) ? state.data : next.data;
    const merged = { ...state, ...next, ...(next.data === undefined ? {} : { data }) };
    if ((Object.keys(merged) as (keyof RemoteSnapshot<T>)[]).every((key) => merged[key] === state[key]))
      return;
    state = merged;
    listeners.forEach((listener) => listener());
  };

  async function attempt(signal: AbortSignal): Promise<T> {
    for (let failures = 0; ; failures += 1) {
      try {
        return await load(signal);
      } catch (error) {
        if (signal.aborted || !retry(failures, error)) throw error;
        await wait(retryDelayMs(failures), signal);
      }
    }
  }

  function start(): Promise<T> {
    running?.controller.abort();
    const controller = new AbortController();
    // Replaced by a newer call: whoever waited on this one gets that one's outcome.
    const replaced = () => running?.controller !== controller;
    const promise: Promise<T> = attempt(controller.signal).then(
      (data) => {
        if (replaced()) return latest;
        running = undefined;
        set({ data, error: null, status: 'success', updatedAt: Date.now(), fetching: false });
        return data;
      },
      (error: unknown) => {
        if (replaced()) return latest;
        running = undefined;
        set({ error, status: 'error', errorUpdatedAt: Date.now(), fetching: false });
        throw error;
      },
    );
    running = { controller, promise };
    latest = promise;
    // Without an answer, a new call is pending again (the screen shows it is waiting, not the old failure).
    set(state.data === undefined ? { fetching: true, status: 'pending', error: null } : { fetching: true });
    return promise;
  }

  return {
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure: () => (state.data !== undefined ? Promise.resolve(state.data) : (running?.promise ?? start())),
    refresh: () => start().then(ignore, ignore),
    refreshIfStale: () => {
      if (running) return;
      const stale =
        state.data === undefined
          ? state.status !== 'error' || retryOnMount
          : Date.now() - state.updatedAt >= staleMs;
      if (stale) start().catch(ignore);
    },
    refreshOnReconnect: () => {
      if (!running && (state.status === 'error' || Date.now() - state.updatedAt >= staleMs)) {
        start().catch(ignore);
      }
    },
    update: (change) => {
      const data = change(state.data);
      if (data === undefined) return;
      set({ data, error: null, status: 'success', updatedAt: Date.now() });
    },
    reset: () => {
      const abandoned = running;
      running = undefined;
      abandoned?.controller.abort();
      // Whoever waited on the abandoned call learns it was abandoned, not what it answered.
      latest = Promise.reject(new DOMException('The value was reset', 'AbortError'));
      latest.catch(ignore);
      state = INITIAL;
    },
  };
}

/**
 * A component's view of `value`: re-renders on every change; on mount, asks again if it is stale, and
 * when it renders a value that was reset.
 */
export function useRemoteValue<T>(value: RemoteValue<T>): RemoteSnapshot<T> {
  const snapshot = useSyncExternalStore(value.subscribe, value.snapshot, value.snapshot);
  const idle = snapshot.status === 'pending' && !snapshot.fetching;
  useEffect(() => value.refreshIfStale(), [value, idle]);
  return snapshot;
}
