import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

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

/** A query client for one test: no retries, no caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
}

/** Renders a component inside the app's providers (query client, i18n, Chakra, colour mode). */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), ...options }: ProviderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>{children}</AppProviders>
  );
  return { ...render(ui, { wrapper, ...options }), queryClient };
}

/**
 * Renders the real route tree at `path` (memory history). Route components load lazily
 * (autoCodeSplitting), so query the result with `findBy…`.
 */
export function renderRoute(path = '/', { queryClient = createTestQueryClient() } = {}) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, { queryClient }), router };
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
