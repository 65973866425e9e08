import { useEffect } from 'react';

import { apiFetch } from '@/api/client';
import { healthSchema } from '@/api/first-screen-schemas';
import { getGetHealthUrl } from '@/api/generated/endpoints/health/health';
import type { HealthAsRead } from '@/api/as-read';
import { HEALTH_POLL_INTERVAL_MS } from '@/config';

import { createRemoteValue, useRemoteValue } from './remote-value';

export interface Health {
  /** The last health answer that arrived (kept through later failures). */
  readonly data: HealthAsRead | undefined;
  /** The back office (odoo) is not up: the console shows its maintenance screen. */
  readonly isInMaintenance: boolean;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly isFetching: boolean;
  /** Asks again now (the maintenance screen's button, a panel's Try again). */
  readonly refetch: () => Promise<unknown>;
}

/** The back office is down or degraded: only `up` lets the console work (spec section 2). */
export function isMaintenance(health: HealthAsRead | undefined): boolean {
  return health !== undefined && health.odoo.status !== 'up';
}

/**
 * The platform's health (`GET {api}/health`, spec section 7): its one home, read by the maintenance gate on
 * every screen and by the pages that show model statuses (api/remote-value.ts says why it is no query).
 * A reader mounting later uses the answer the poll keeps fresh; the next poll is the retry.
 */
export const health = createRemoteValue<HealthAsRead>({
  load: (signal) =>
    apiFetch<HealthAsRead>(getGetHealthUrl(), { signal, method: 'GET', schema: healthSchema }),
  staleMs: Infinity,
});

let watchers = 0;
let stopPolling: (() => void) | undefined;

/**
 * Polls every 60 s while a reader is mounted, not while the tab is hidden or the browser offline, and asks
 * again when either comes back.
 */
function watchHealth(): () => void {
  watchers += 1;
  if (watchers === 1) {
    // Offline, a poll could only fail: the next one after reconnecting asks, and so does reconnecting.
    const askIfShown = () => {
      if (document.visibilityState === 'visible' && navigator.onLine !== false) void health.refresh();
    };
    const poll = setInterval(askIfShown, HEALTH_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', askIfShown);
    window.addEventListener('online', askIfShown);
    stopPolling = () => {
      clearInterval(poll);
      document.removeEventListener('visibilitychange', askIfShown);
      window.removeEventListener('online', askIfShown);
    };
  }
  return () => {
    watchers -= 1;
    if (watchers === 0) stopPolling?.();
  };
}

let lastLoggedFailure = 0;

/**
 * The platform's health, polled (`watchHealth`). A failed call is only logged (once per failure, however
 * many components read the health) and the last answer stays in force.
 */
export function useHealth(): Health {
  const { data, error, errorUpdatedAt, status, fetching } = useRemoteValue(health);
  useEffect(watchHealth, []);

  useEffect(() => {
    if (!error || errorUpdatedAt === lastLoggedFailure) return;
    lastLoggedFailure = errorUpdatedAt;
    console.warn('[health] The health check failed; keeping the last known status.', error);
  }, [error, errorUpdatedAt]);

  return {
    data,
    isInMaintenance: isMaintenance(data),
    isPending: data === undefined && status !== 'error',
    isError: status === 'error',
    error,
    isFetching: fetching,
    refetch: health.refresh,
  };
}
