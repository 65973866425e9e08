import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { UserProfile } from '@/api/generated/model';
import { endCssAnimations } from '@/test/end-css-animations';
import { renderWithProviders } from '@/test/render';

import { UserMenu } from './user-menu';

// The menu's code arrives only when the test lets it.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('./load-user-menu-popup', () => ({
  loadUserMenuPopup: () => gate.opened.then(() => vi.importActual('./user-menu-popup')),
}));

describe('the user menu while its code is on its way', () => {
  beforeAll(endCssAnimations);

  it('a key opening it, then Escape before the code is in: closed, and a later click highlights no entry', async () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => <UserMenu user={{ name: 'Ada Lovelace', email: 'ada@example.eu' } as UserProfile} />,
      }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);
    const standIn = await screen.findByRole('button', { name: 'AL, Open user menu' });
    act(() => standIn.focus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    act(() => gate.open());

    // The menu's own trigger takes the stand-in's place, closed.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'AL, Open user menu' })).toHaveAttribute(
        'data-scope',
        'menu',
      ),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'AL, Open user menu' }));
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('menuitem').filter((item) => item.hasAttribute('data-highlighted'))).toEqual(
      [],
    );
  });
});
