import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';

import { useHealth } from '@/api/health';

const MaintenanceScreen = lazy(() =>
  import('./maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })),
);

/**
 * Renders its children, or the maintenance screen while the health check reports the back office not
 * up. Polls the health while mounted (see `useHealth`). Mount it inside the router, around the routes
 * that need the back office; outside a router the screen's button reloads the start page instead.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { isInMaintenance, isFetching, refetch } = useHealth();
  const router = useRouter<AnyRouter>({ warn: false }) as AnyRouter | null;

  if (!isInMaintenance) return children;

  const backToStart = () => {
    if (!router) {
      window.location.assign('/');
      return;
    }
    void router.navigate({ to: '/' });
    void refetch();
  };
  return (
    <Suspense fallback={null}>
      <MaintenanceScreen onBackToStart={backToStart} checking={isFetching} />
    </Suspense>
  );
}
