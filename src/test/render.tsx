import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { queryClient as appQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { DEFAULT_LANGUAGE, i18n } from '@/i18n';
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

/** What a test's queries do by default: no retries, nothing dropped while the test runs. */
export const TEST_QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry: false, gcTime: Infinity },
  mutations: { retry: false },
};

/** A query client of a hook's test alone (a screen's test renders with the app's, cleared after each test). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: TEST_QUERY_DEFAULTS });
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
}

/**
 * Renders a component inside the app's providers (Chakra, colour mode) and the query client's: by default
 * the app's one client (with TEST_QUERY_DEFAULTS), which code outside React reads too and a sign-out clears.
 */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = appQueryClient, ...options }: ProviderOptions = {},
): RenderResult & { queryClient: QueryClient } {
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
export function renderRoute(path = '/', { queryClient = appQueryClient } = {}) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, { queryClient }), router };
}

/**
 * What a new page load starts without: anything in the app's query client (the auth status, the health, the
 * pages' data, mutations). Storage stays, as it does across page loads.
 */
export function forgetPageState(): void {
  appQueryClient.clear();
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
