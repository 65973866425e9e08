import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { toaster } from './toaster';
import { ToasterAfterFirstPaint } from './toaster-after-paint';

describe('ToasterAfterFirstPaint', () => {
  it('shows a toast asked for before it had mounted, and one asked for after', async () => {
    toaster.create({ type: 'success', title: 'Key revoked' });
    renderWithProviders(<ToasterAfterFirstPaint />);
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();

    toaster.create({ type: 'error', title: 'Could not save' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
  });

  it('names each toast at once, so it can be removed before it shows', async () => {
    renderWithProviders(<ToasterAfterFirstPaint />);
    const id = toaster.create({ type: 'info', title: 'Exporting…' });
    const kept = toaster.create({ type: 'info', title: 'Invoice ready' });
    expect(id).not.toBe(kept);
    toaster.remove(id);
    expect(await screen.findByText('Invoice ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Exporting…')).toBeNull());
  });
});
