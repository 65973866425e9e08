import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UserProfile } from '@/api/generated/model';
import { endCssAnimations } from '@/test/end-css-animations';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { UserMenu } from './user-menu';

const USER = { name: 'Ada Lovelace', email: 'ada@example.eu' } as UserProfile;

/** The names of the menu's entries, in order. */
const entries = () => screen.queryAllByRole('menuitem').map((item) => item.textContent);

/** The names of the menu's highlighted entries. */
const highlighted = () =>
  screen
    .queryAllByRole('menuitem')
    .filter((item) => item.hasAttribute('data-highlighted'))
    .map((item) => item.textContent);

function renderUserMenu() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <UserMenu user={USER} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the user menu', () => {
  beforeAll(endCssAnimations);
  beforeEach(async () => {
    await resetBrowserState();
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows its trigger alone with the first paint, and a click on it opens the menu', async () => {
    // No frame is ever painted: nothing but the click asks for the menu's code.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    renderUserMenu();
    const trigger = await screen.findByRole('button', { name: 'AL, Open user menu' });
    expect(trigger).toHaveTextContent('AL');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.eu');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens from the keyboard (arrow keys, Enter), and gives the focus back to its button when closed', async () => {
    renderUserMenu();
    const standIn = await screen.findByRole('button', { name: 'AL, Open user menu' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    act(() => standIn.focus());
    expect(standIn).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toHaveTextContent('Ada Lovelace');
    // ArrowDown highlights the first entry (WAI-ARIA menu button).
    await waitFor(() => expect(highlighted()).toEqual(['Team Management']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const own = screen.getByRole('button', { name: 'AL, Open user menu' });
    await waitFor(() => expect(own).toHaveFocus());
    expect(own).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toHaveTextContent('ada@example.eu');
  });

  it('opened by a key on its stand-in button: Enter, Space and ArrowDown highlight the first entry, ArrowUp the last', async () => {
    for (const [key, entry] of [
      ['{Enter}', 'Team Management'],
      [' ', 'Team Management'],
      ['{ArrowDown}', 'Team Management'],
      ['{ArrowUp}', 'Sign Out'],
    ] as const) {
      const { unmount } = renderUserMenu();
      const standIn = await screen.findByRole('button', { name: 'AL, Open user menu' });
      act(() => standIn.focus());
      await userEvent.keyboard(key);
      await screen.findByRole('menu');
      await waitFor(() => expect(highlighted()).toEqual([entry]));
      expect([entries()[0], entries().at(-1)]).toEqual(['Team Management', 'Sign Out']);
      unmount();
    }
  });

  it('opened by a pointer, highlights no entry', async () => {
    renderUserMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'AL, Open user menu' }));
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0));
    expect(highlighted()).toEqual([]);
  });
});
