import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { RouteErrorState } from '@/ui/errors';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { watchChunkLoadErrors } from './chunk-load-errors';

const CHUNK_URL = 'http://localhost:4173/assets/team-BREaNjMT.js';

/** A route chunk that fails as a built console's does: Vite's loader reports it, then the import rejects. */
function failingRouteChunk(message: string) {
  return () => {
    const error = new TypeError(message);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    return Promise.reject(error);
  };
}

/** A shell (navigation and main area) around a page whose code fails to load, as the app's router has it. */
function renderShellWithFailingPage(message: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <nav aria-label="Main">
          <a href="/">Overview</a>
        </nav>
        <main>
          <Outlet />
        </main>
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/team',
    component: lazyRouteComponent(failingRouteChunk(message)),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/team'] }),
    defaultErrorComponent: RouteErrorState,
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('a page whose code cannot load', () => {
  beforeAll(watchChunkLoadErrors);
  /** For each time the router checked whether to reload the page for a failed chunk: was it declined? */
  let routerReloadChecks: boolean[] = [];
  beforeEach(async () => {
    await resetBrowserState();
    routerReloadChecks = [];
    const getItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem')?.value as (
      this: Storage,
      key: string,
    ) => string | null;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      const value = getItem.call(this, key);
      if (key.startsWith('tanstack_router_reload:')) routerReloadChecks.push(value !== null);
      return value;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the message with Reload in the main area, at once, and the navigation stays', async () => {
    renderShellWithFailingPage(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);

    const main = await screen.findByRole('main');
    const alert = await within(main).findByRole('alert');
    expect(alert).toHaveTextContent(
      'A new version of the console is available, or part of it could not be loaded.',
    );
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('/assets/');
    // The router's own answer, a reload of the whole page, was declined before the router asked.
    expect(routerReloadChecks.length).toBeGreaterThan(0);
    expect(routerReloadChecks.every((alreadyDeclined) => alreadyDeclined)).toBe(true);
  });

  it('is recognised from Vite’s report whatever the browser’s words', async () => {
    renderShellWithFailingPage('Load failed');

    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'A new version of the console is available, or part of it could not be loaded.',
    );
    expect(document.body).not.toHaveTextContent('Load failed');
  });
});
