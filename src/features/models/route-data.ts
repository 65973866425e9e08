import type { QueryClient } from '@tanstack/react-query';

import { getListModelsQueryOptions } from '@/api/generated/endpoints/models/models';

/** The route's loader: the catalogue, asked for with the page's code (api/route-prefetch.ts). */
export function prefetchModelsPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getListModelsQueryOptions());
}
