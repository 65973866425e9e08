import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getGetHealthQueryOptions } from '@/api/generated/endpoints/health/health';
import type { HealthAsRead } from '@/api/as-read';
import { HEALTH_POLL_INTERVAL_MS } from '@/config';

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
 * The platform's health (`GET {api}/health`, spec section 7) as a query, read by the maintenance gate on every
 * screen and by the pages that show model statuses. Polled every 60 s while a reader is mounted, not while
 * the tab is hidden or the browser offline (TanStack Query's focus and online managers), and asked again
 * when either comes back. A reader mounting later uses the answer the poll keeps fresh; the next poll is the
 * retry.
 */
export const healthQuery = getGetHealthQueryOptions<HealthAsRead>({
  query: {
    staleTime: Infinity,
    retry: false,
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  },
});

let lastLoggedFailure = 0;

/**
 * The platform's health, polled. A failed call is only logged (once per failure, however many components
 * read the health) and the last answer stays in force.
 */
export function useHealth(): Health {
  const { data, error, errorUpdatedAt, isPending, isError, isFetching, refetch } = useQuery(healthQuery);

  useEffect(() => {
    if (!error || errorUpdatedAt === lastLoggedFailure) return;
    lastLoggedFailure = errorUpdatedAt;
    console.warn('[health] The health check failed; keeping the last known status.', error);
  }, [error, errorUpdatedAt]);

  return {
    data,
    isInMaintenance: isMaintenance(data),
    isPending,
    isError,
    error,
    isFetching,
    refetch,
  };
}
