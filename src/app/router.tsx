import { createRouter } from '@tanstack/react-router';

import { RouteErrorState } from '@/features/errors';
import { routeTree } from '@/routeTree.gen';

import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Let React Query decide freshness of preloaded data, not the router's own cache.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteErrorState,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
