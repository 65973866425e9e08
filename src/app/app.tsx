import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { queryClient } from '@/api/query-client';
import { ChunkErrorBoundary } from '@/ui/chunk-error';

import { AppProviders } from './providers';
import { router } from './router';

// The mock platform's panel, in mock mode only. The condition is a build-time constant, so a production
// build drops the import and emits no chunk for it.
const MockPanel =
  import.meta.env.VITE_MOCK_MODE === 'true'
    ? lazy(() => import('@/features/mock-panel').then((module) => ({ default: module.MockPanel })))
    : null;

export function App() {
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {MockPanel && (
          // A tester's tool floating over the console: should its code not load, the console goes on without it.
          <ChunkErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <MockPanel />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </QueryClientProvider>
    </AppProviders>
  );
}
