import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { resetToastAskedForTests, toaster } from './toaster';
import { ToasterWhenAsked } from './toaster-when-asked';

/** Chakra's toast group, the region the toasts are shown in (zag's `data-scope="toast"`). */
const toastRegion = () => document.querySelector('[data-scope="toast"][data-part="group"]');

describe('ToasterWhenAsked', () => {
  beforeEach(() => resetToastAskedForTests());

  it('mounts no toasts until one is asked for, then shows it', async () => {
    renderWithProviders(<ToasterWhenAsked />);
    // Long enough for the first paint and the host's code to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastRegion()).toBeNull();

    toaster.create({ type: 'success', title: 'Invitation sent' });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(toastRegion()).not.toBeNull();
  });

  it('shows a toast asked for before it had mounted, and one asked for after', async () => {
    toaster.create({ type: 'success', title: 'Key revoked' });
    renderWithProviders(<ToasterWhenAsked />);
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();

    toaster.create({ type: 'error', title: 'Could not save' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
  });

  it('names each toast at once, so it can be removed before it shows', async () => {
    renderWithProviders(<ToasterWhenAsked />);
    const id = toaster.create({ type: 'info', title: 'Exporting…' });
    const kept = toaster.create({ type: 'info', title: 'Invoice ready' });
    expect(id).not.toBe(kept);
    toaster.remove(id);
    expect(await screen.findByText('Invoice ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Exporting…')).toBeNull());
  });
});
