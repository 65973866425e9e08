import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps>) {
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      open
      title="Delete it?"
      description="It cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting…"
      keepLabel="Keep it"
      unexpectedError="An unexpected error occurred."
      onConfirm={() => Promise.resolve(undefined)}
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose, dialog: screen.getByRole('alertdialog', { name: 'Delete it?' }) };
}

describe('ConfirmDialog', () => {
  // Where focus starts (the way back) is covered where a dialog opens from its button: team-page.test.tsx.
  it('closes once the action is done', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(undefined));
    const { onClose, dialog } = renderDialog({ onConfirm });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows a refusal in place and stays open for another try', async () => {
    const { onClose, dialog } = renderDialog({ onConfirm: () => Promise.resolve('Not allowed.') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not allowed.');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says something went wrong when the action throws, rather than failing silently', async () => {
    const { onClose, dialog } = renderDialog({ onConfirm: () => Promise.reject(new Error('bug')) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only the way back when the action is not possible', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(undefined));
    const { onClose, dialog } = renderDialog({ onConfirm, confirmDisabled: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
