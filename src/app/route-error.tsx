import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { ChunkErrorState } from '@/ui/chunk-error';

// A page's error state loads when a page first fails rather than with the first screen. Should its code not
// load, the message for code that could not load (with Reload) takes its place.
const RouteErrorState = lazy(() =>
  import('@/ui/errors/route-error-state')
    .then((module) => ({ default: module.RouteErrorState }))
    .catch(() => ({ default: () => <ChunkErrorState /> })),
);

/** The router's default error component: a page's own error state, whose Retry runs the route again. */
export function LazyRouteErrorState(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RouteErrorState {...props} />
    </Suspense>
  );
}
