import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { authStatus } from '@/api/auth-status';
import { health } from '@/api/health';
import { AppProviders } from '@/app/providers';
import { DEFAULT_LANGUAGE, i18n } from '@/i18n';
import { holdQueryClient } from '@/session/query-client-holder';
import { routeTree } from '@/routeTree.gen';

// Browser APIs jsdom lacks: Chakra's segment groups (zag) measure with ResizeObserver, and the
// router's scroll restoration calls scrollTo. These belong with the other stubs in src/test/setup.ts;
// kept here, guarded, until they move there.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      configurable: true,
      writable: true,
      value: ResizeObserverStub,
    });
  }
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
}

/** A query client for one test: no retries, no caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
}

/**
 * Renders a component inside the app's providers (Chakra, colour mode) and the query client's, which the
 * app gives the parts that use it; the client is also the one a sign-out clears (session/query-client-holder.ts).
 */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), ...options }: ProviderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  holdQueryClient(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppProviders>
  );
  return { ...render(ui, { wrapper, ...options }), queryClient };
}

/**
 * Renders the real route tree at `path` (memory history). Route components load lazily
 * (autoCodeSplitting), so query the result with `findBy…`.
 */
export function renderRoute(path = '/', { queryClient = createTestQueryClient() } = {}) {
  const loaded = Promise.resolve(queryClient);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    // One promise, as the app's (app/router.tsx): the sign-up view waits on it with React's `use`.
    context: { loadQueryClient: () => loaded },
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, { queryClient }), router };
}

/**
 * What a new page load starts without: the auth status and the health (each a module's state, not the query
 * client's) and the query client a sign-out would clear. Storage stays, as it does across page loads.
 */
export function forgetPageState(): void {
  authStatus.reset();
  health.reset();
  holdQueryClient(undefined);
}

/** Forgets what a previous test left in the browser: storage, <html> colour mode and language. */
export async function resetBrowserState(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  const html = document.documentElement;
  html.classList.remove('light', 'dark');
  html.style.removeProperty('color-scheme');
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
}
