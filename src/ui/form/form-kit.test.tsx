import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { chooseErrorMessage, type Translate } from '@/api/errors';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';

import { fieldErrorText } from './field-error-text';
import { FormDialog } from './form-dialog';
import { useAppForm } from './use-app-form';
import { useErrorMessage } from './use-error-message';

function NameForm({ showErrors }: { showErrors?: 'touched' | 'afterBlur' }) {
  const form = useAppForm({ defaultValues: { name: 'ok' } });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppField
        name="name"
        validators={{ onChange: ({ value }) => (value ? undefined : 'Name is required') }}
      >
        {(field) => (
          <field.TextField label="Name" required helperText="Your full name" showErrors={showErrors} />
        )}
      </form.AppField>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('fieldErrorText', () => {
  it('reads strings, Standard Schema issues and the first error of a list that has text', () => {
    expect(fieldErrorText('plain')).toBe('plain');
    expect(fieldErrorText({ message: 'issue' })).toBe('issue');
    expect(fieldErrorText([undefined, { message: 'second' }])).toBe('second');
    expect(fieldErrorText([])).toBeUndefined();
    expect(fieldErrorText('')).toBeUndefined();
    expect(fieldErrorText([undefined])).toBeUndefined();
  });
});

describe('TextField', () => {
  it('replaces the helper text with the error as soon as the field is emptied, and names the input', async () => {
    renderWithProviders(<NameForm />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(screen.getByText('Your full name')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your full name')).not.toBeInTheDocument();
  });

  it('with afterBlur, waits for the user to leave the field before showing the error', async () => {
    renderWithProviders(<NameForm showErrors="afterBlur" />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(input);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });
});

function renderDialog(props: {
  busy?: boolean;
  error?: string;
  onSubmit?: () => void;
  onClose?: () => void;
}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const onClose = props.onClose ?? vi.fn();
  renderWithProviders(
    <FormDialog
      open
      title="Invite"
      busy={props.busy ?? false}
      onSubmit={onSubmit}
      onClose={onClose}
      error={props.error}
      cancelLabel="Cancel"
      submitLabel="Send"
      submittingLabel="Sending…"
    >
      <input aria-label="Email" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits on Enter in a field and on the submit button', async () => {
    const { onSubmit } = renderDialog({});
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'a@b.se{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on Cancel and on Escape', async () => {
    const { onClose } = renderDialog({});
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('while busy, cannot be dismissed and shows its progress', async () => {
    const { onClose } = renderDialog({ busy: true });
    const dialog = await screen.findByRole('dialog', { name: 'Invite' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('announces the failure of the last submit', async () => {
    renderDialog({ error: 'The address is taken.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The address is taken.');
  });
});

describe('FormDialog for a confirmation, a step back or fields with their own action', () => {
  // Where focus starts (on Cancel) is covered where the dialog opens from its button: api-keys-page.test.tsx.
  it('as an alert, is an alertdialog whose Cancel backs out without submitting', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog
        open
        alert
        title="Rotate?"
        busy={false}
        onSubmit={onSubmit}
        onClose={onClose}
        cancelLabel="Cancel"
        submitLabel="Rotate"
        submittingLabel="Rotating…"
      >
        <p>The old secret stops working.</p>
      </FormDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Rotate?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with onCancel, the outlined button steps back instead of closing', async () => {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog
        open
        title="Confirm"
        busy={false}
        onSubmit={vi.fn()}
        onClose={onClose}
        cancelLabel="Back"
        onCancel={onCancel}
        submitLabel="Confirm"
        submittingLabel="Confirming…"
      >
        <p>Summary</p>
      </FormDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a submit label, offers only Cancel, wraps no form, and still shows the error', async () => {
    renderWithProviders(
      <FormDialog open title="Add card" busy={false} onClose={vi.fn()} cancelLabel="Cancel" error="Declined.">
        <Button>Add card</Button>
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Add card',
      'Cancel',
      expect.any(String), // the corner close button
    ]);
    expect(dialog.querySelector('form')).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Declined.');
  });
});

function RoleForm({ initial }: { initial?: 'admin' | 'member' }) {
  const form = useAppForm({ defaultValues: { role: initial } });
  return (
    <>
      <form.AppField name="role">
        {(field) => (
          <field.ChoiceField<'admin' | 'member'>
            label="Role"
            options={[
              { value: 'admin', title: 'Admin' },
              { value: 'member', title: 'Member' },
            ]}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.role}>
        {(role) => <output>{role ?? 'none'}</output>}
      </form.Subscribe>
    </>
  );
}

describe('ChoiceField', () => {
  it('starts with no card checked when the value is unset, and a click sets the form value', async () => {
    renderWithProviders(<RoleForm />);
    const group = screen.getByRole('radiogroup', { name: 'Role' });
    expect(within(group).getByRole('radio', { name: /Admin/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: /Member/ })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Member/ }));
    expect(within(group).getByRole('radio', { name: /Member/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('member');
  });

  it('checks the card of its initial value', () => {
    renderWithProviders(<RoleForm initial="admin" />);
    expect(screen.getByRole('radio', { name: /Admin/ })).toBeChecked();
  });
});

function Message({ error }: { error: unknown }) {
  return <p>{useErrorMessage()(error)}</p>;
}

describe('useErrorMessage', () => {
  it("gives the catalogue's message for an API error and a plain text unchanged", async () => {
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow down', kind: 'http' });
    const expected = chooseErrorMessage(error, (key, values) =>
      (i18n.t as unknown as Translate)(key, values),
    );
    renderWithProviders(
      <>
        <Message error={error} />
        <Message error="Already sent." />
      </>,
    );
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByText('Already sent.')).toBeInTheDocument();
  });
});
