import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

import { PageErrorState } from './page-error-state';

/**
 * A page route's `errorComponent`: the page's own error state, whose Retry resets React Query's error
 * boundary and reloads the route (loaders and suspense queries run again).
 */
export function RouteErrorState({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  return (
    <PageErrorState
      error={error}
      onRetry={() => {
        queryErrorBoundary.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
