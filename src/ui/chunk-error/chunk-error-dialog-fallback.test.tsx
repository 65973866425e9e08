import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The dialog that says a part could not load cannot load either (the network dropped right after the first
 * paint, before the signed-in layout had fetched it), as Chromium reports it. The test set-up has loaded
 * the real module already, so this file starts a module graph of its own with the failing loader.
 */
async function withFailingDialogCode() {
  vi.resetModules();
  vi.doMock('./load-chunk-error-dialog', () => ({
    loadChunkErrorDialog: () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:4173/assets/chunk-error-dialog-view-x.js',
        ),
      ),
  }));
  await import('@/i18n/all-strings');
  const [{ ChunkErrorDialog }, { renderWithProviders }] = await Promise.all([
    import('./chunk-error-dialog'),
    import('@/test/render'),
  ]);
  return { ChunkErrorDialog, renderWithProviders };
}

describe('ChunkErrorDialog when its own code cannot load', () => {
  it('shows the message with Reload in its place while open, never naming the file; nothing once closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ChunkErrorDialog, renderWithProviders } = await withFailingDialogCode();
    const { rerender } = renderWithProviders(
      <ChunkErrorDialog open title="New API key" onClose={() => {}} />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new version of the console is available, or part of it could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent('/assets/');

    rerender(<ChunkErrorDialog open={false} title="New API key" onClose={() => {}} />);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
