import { Dialog } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';

import { DialogCloseButton } from './dialog-close-button';

function renderInDialog() {
  renderWithProviders(
    <Dialog.Root open>
      <Dialog.Positioner>
        <Dialog.Content aria-label="A dialog">
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>,
  );
}

describe('DialogCloseButton', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('is named in the user’s language, not in Chakra’s English', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderInDialog();
    expect(await screen.findByRole('button', { name: 'Stäng' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('is named "Close" in English', async () => {
    renderInDialog();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
