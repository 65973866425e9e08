import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

import type { ApiError } from '@/api/api-error';

import type * as PageQueries from './page-queries';

/** A page's queries, each with the data type its generated options declare. */
type QueriesOf<Data extends readonly unknown[]> = {
  readonly [K in keyof Data]: FetchQueryOptions<Data[K], ApiError, Data[K], QueryKey>;
};

/**
 * A route's loader: starts the page's queries, with the generated options the page's hooks read, and returns
 * at once, so the page paints its header and skeletons while they run. The options come with the signed-in
 * app's chunk (app/page-queries.ts), not with the route's code, which is in the first load. A query started
 * here that fails is not asked again when the page mounts (one request per fault; Retry is on the page).
 * Should that chunk fail to load, the page's hooks ask for the data themselves.
 */
export function startPageQueries<const Data extends readonly unknown[]>(
  queryClient: QueryClient,
  pick: (options: typeof PageQueries) => QueriesOf<Data> | readonly [],
): void {
  import('./page-queries')
    .then((options) => {
      for (const query of pick(options)) {
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
        void queryClient.prefetchQuery(query);
      }
    })
    .catch(() => undefined);
}
