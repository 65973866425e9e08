import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

import type { ApiError } from '@/api/api-error';

/** A page's queries, each with the data type its generated options declare. */
type QueriesOf<Data extends readonly unknown[]> = {
  readonly [K in keyof Data]: FetchQueryOptions<Data[K], ApiError, Data[K], QueryKey>;
};

/**
 * A route's loader: starts the page's queries, with the generated options the page's hooks read, and returns
 * at once, so the page paints its header and skeletons while they run (docs/performance.md, "Route
 * loaders"). A query started here that fails is not asked again when the page mounts: one request per
 * fault, and Retry is on the page.
 */
export function startPageQueries<const Data extends readonly unknown[]>(
  queryClient: QueryClient,
  queries: QueriesOf<Data>,
): void {
  for (const query of queries) {
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    void queryClient.prefetchQuery(query);
  }
}
