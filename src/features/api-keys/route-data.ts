import type { QueryClient } from '@tanstack/react-query';

import { getListApiKeysQueryOptions } from '@/api/generated/endpoints/api-keys/api-keys';

/** The route's loader: the key list, asked for with the page's code (api/route-prefetch.ts). */
export function prefetchApiKeysPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getListApiKeysQueryOptions());
}
