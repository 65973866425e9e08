import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { UserProfile } from '@/api/generated/model';
import { renderWithProviders } from '@/test/render';

import { UserMenu } from './user-menu';

// The menu's chunk fails as Chromium reports a file it could not fetch.
vi.mock('./load-user-menu-popup', () => ({
  loadUserMenuPopup: () =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:4173/assets/user-menu-popup-x.js',
      ),
    ),
}));

describe('the user menu when its code cannot load', () => {
  it('keeps Sign Out reachable as a link, and its button says it reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = createRootRoute({
      component: () => <UserMenu user={{ name: 'Ada Lovelace' } as UserProfile} />,
    });
    const router = createRouter({
      routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/signout' })]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);

    await userEvent.click(await screen.findByRole('button', { name: 'AL, Open user menu' }));
    const reload = await screen.findByRole('button', {
      name: 'AL, A new version of the console is available, or part of it could not be loaded. Reload',
    });
    expect(reload).toHaveTextContent('AL');
    expect(document.body).not.toHaveTextContent('/assets/');

    await userEvent.click(screen.getByRole('link', { name: 'Sign Out' }));
    expect(router.state.location.pathname).toBe('/signout');
  });
});
