import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { AuthEffects } from '@/features/auth/auth-effects';
import { GenericErrorScreen } from '@/ui/errors';
import { MaintenanceGate } from '@/features/maintenance';

export interface RouterContext {
  /** The console's one query client (api/query-client.ts; a test's own in tests). */
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <AuthEffects />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </>
  ),
  // Spec section 2: any unknown path redirects to /.
  errorComponent: GenericErrorScreen,
  notFoundComponent: () => <Navigate to="/" replace />,
});
