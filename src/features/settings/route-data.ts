import type { QueryClient } from '@tanstack/react-query';

import { getGetCurrentUserQueryOptions } from '@/api/generated/endpoints/users/users';

/** The route's loader: the signed-in user's profile, asked for with the page's code (api/route-prefetch.ts). */
export function prefetchSettingsPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetCurrentUserQueryOptions());
}
