import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';

import { loadOnce } from '@/config/load-once';
import { routeTree } from '@/routeTree.gen';
import { holdQueryClient } from '@/session/query-client-holder';

import { LazyRouteErrorState } from './route-error';

// The query library comes with the signed-in app's code, not with a visitor's first screen. One promise, so
// a component can wait on it with React's `use`; a failed load (the network) is forgotten, so Try again loads it.
const loadQueryClient: () => Promise<QueryClient> = loadOnce(() =>
  import('./query-client').then(({ queryClient }) => {
    holdQueryClient(queryClient);
    return queryClient;
  }),
);

export const router = createRouter({
  routeTree,
  context: { loadQueryClient },
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
