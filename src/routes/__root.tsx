import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { AuthEffects } from '@/features/auth/auth-effects';
import { GenericErrorScreen } from '@/ui/errors';
import { MaintenanceGate } from '@/features/maintenance';

export interface RouterContext {
  /**
   * The query client, loaded with the code of the parts that use it (the signed-in app, registration): the
   * same promise on every call.
   */
  loadQueryClient: () => Promise<QueryClient>;
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
