import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { apiFetch } from '@/api/client';
import { healthSchema } from '@/api/first-screen-schemas';
import { getGetHealthQueryKey, getGetHealthUrl } from '@/api/generated/endpoints/health/health';
import type { HealthResponse } from '@/api/generated/model';
import { HEALTH_POLL_INTERVAL_MS } from '@/config';

export interface Health {
  /** The last health answer that arrived (kept through later failures). */
  readonly data: HealthResponse | undefined;
  /** The back office (odoo) is not up: the console shows its maintenance screen. */
  readonly isInMaintenance: boolean;
  readonly isChecking: boolean;
  /** Asks again now (the maintenance screen's button). */
  readonly recheck: () => Promise<unknown>;
}

/** The back office is down or degraded: only `up` lets the console work (spec section 2). */
export function isMaintenance(health: HealthResponse | undefined): boolean {
  return health !== undefined && health.odoo.status !== 'up';
}

/**
 * The health query: the generated useGetHealth's key and request, with a lazy schema (the first screen
 * loads no zod, api/first-screen-schemas.ts), polled every 60 s, not while the tab is hidden, and again when
 * the tab or window comes back. Every reader of the health uses it (one query, one request). The generated
 * useGetHealth / getHealth would bring zod back into the first load.
 */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: getGetHealthQueryKey(),
    queryFn: ({ signal }) =>
      apiFetch<HealthResponse>(getGetHealthUrl(), { signal, method: 'GET', schema: healthSchema }),
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0, // a focus always asks again
    // A page that shows the health (models, overview) mounts after the shell has asked: no second request
    // for an answer the poll keeps fresh.
    refetchOnMount: false,
    retry: false, // the next poll is the retry
  });
}

let lastLoggedFailure = 0;

/**
 * The platform's health (`GET {api}/health`, spec section 7), polled (`healthQueryOptions`). A failed call
 * is only logged (once per failure, however many components read the health) and the last answer stays in
 * force.
 */
export function useHealth(): Health {
  const query = useQuery(healthQueryOptions());
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (!error || errorUpdatedAt === lastLoggedFailure) return;
    lastLoggedFailure = errorUpdatedAt;
    console.warn('[health] The health check failed; keeping the last known status.', error);
  }, [error, errorUpdatedAt]);

  return {
    data: query.data,
    isInMaintenance: isMaintenance(query.data),
    isChecking: query.isFetching,
    recheck: query.refetch,
  };
}
