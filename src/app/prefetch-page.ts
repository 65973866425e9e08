import type { QueryClient } from '@tanstack/react-query';

import type * as PageData from './page-data';

/**
 * A route's loader: starts the page's queries (api/route-prefetch.ts) and returns at once. The loader bodies
 * come with the signed-in app's chunk (app/page-data.ts) rather than with the route's own code, which is in
 * the first load, where the generated client and its zod schemas must not be. Should that chunk fail to
 * load, the page's hooks ask for the data themselves.
 */
export function prefetchPage(
  queryClient: QueryClient,
  pick: (pages: typeof PageData) => (queryClient: QueryClient) => void,
): void {
  import('./page-data').then((pages) => pick(pages)(queryClient)).catch(() => undefined);
}
