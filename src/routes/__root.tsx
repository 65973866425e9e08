import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { AuthEffects } from '@/features/auth/auth-effects';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <AuthEffects />
      <Outlet />
    </>
  ),
  // Spec section 2: any unknown path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});
