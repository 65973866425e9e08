import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { NewProjectDialog } from './new-project';
import { resetNewProjectDialog } from './project-dialog-store';

// The dialog's chunk fails as Firefox reports a file it could not fetch.
vi.mock('./load-new-project', () => ({
  loadNewProjectDialog: () =>
    Promise.reject(
      new TypeError(
        'error loading dynamically imported module: http://localhost:4173/assets/new-project-dialog-Dj8vxHjA.js',
      ),
    ),
  preloadNewProjectDialog: () => {},
}));

describe('the New Project dialog when its code cannot load', () => {
  beforeAll(endCssAnimations);
  beforeEach(async () => {
    await resetBrowserState();
    resetNewProjectDialog();
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('says so inside a dialog of its name, with Reload, never naming the file', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);

    await user.keyboard('{Control>}n{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'New Project' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A new version of the console is available, or part of it could not be loaded.',
    );
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(dialog).not.toHaveTextContent('/assets/');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
