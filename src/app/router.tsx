import { createRouter } from '@tanstack/react-router';

import { queryClient } from '@/api/query-client';
import { routeTree } from '@/routeTree.gen';

import { LazyRouteErrorState } from './route-error';

export const router = createRouter({
  routeTree,
  // The one query client, for the guards and the pages' loaders.
  context: { queryClient },
  defaultPreload: 'intent',
  // Let React Query decide freshness of preloaded data, not the router's own cache.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: LazyRouteErrorState,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
