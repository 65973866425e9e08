import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { CommandPalette } from './command-palette';
import { resetCommandPalette } from './palette-store';

// The palette dialog's chunk fails as Chromium reports a file a new deploy removed.
vi.mock('./load-palette', () => ({
  loadPaletteDialog: () =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:4173/assets/palette-dialog-C1QTjD_A.js',
      ),
    ),
  preloadCommandPalette: () => {},
}));

describe('the command palette when its code cannot load', () => {
  beforeAll(endCssAnimations);
  beforeEach(async () => {
    await resetBrowserState();
    resetCommandPalette();
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('says so inside the palette dialog, with Reload; the page stays and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h1>Overview</h1>
        <CommandPalette />
      </>,
    );

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A new version of the console is available, or part of it could not be loaded.',
    );
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(dialog).not.toHaveTextContent('/assets/');
    expect(screen.getByRole('heading', { name: 'Overview', hidden: true })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeVisible();
  });
});
