import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { PROJECT_CREATION_SIMULATED_DELAY_MS } from '@/config';
import { recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { NewProjectDialog } from './new-project';
import { openNewProjectDialog, resetNewProjectDialog } from './project-dialog-store';

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}n{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'New Project' });
  const name = within(dialog).getByRole('textbox', { name: /Project Name/ });
  await waitFor(() => expect(name).toHaveFocus());
  return { dialog, name };
}

const submitButton = () => screen.getByRole('button', { name: /Create Project|Creating project/ });

describe('NewProjectDialog', () => {
  beforeAll(endCssAnimations);
  // jsdom has no layout, so the dialog's focus trap finds nothing visible to focus; give elements a box.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });

  let requests: string[] = [];
  beforeEach(async () => {
    await resetBrowserState();
    resetNewProjectDialog();
    requests = recordRequests();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with Ctrl+N, taking the shortcut from the browser', async () => {
    renderWithProviders(<NewProjectDialog />);

    const event = new KeyboardEvent('keydown', { key: 'n', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });

    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'New Project' })).toBeInTheDocument();
  });

  it('opens with Cmd+N and from openNewProjectDialog()', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);

    await user.keyboard('{Meta>}n{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'New Project' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openNewProjectDialog());
    expect(await screen.findByRole('dialog', { name: 'New Project' })).toBeInTheDocument();
  });

  it('has the fields, choices and note of the spec', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);
    const { dialog, name } = await openWithShortcut(user);

    expect(name).toBeRequired();
    expect(name).toHaveValue('');
    const team = within(dialog).getByRole('combobox', { name: 'Team' });
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Core Team', 'Engineering', 'Client Projects']);
    const environment = within(dialog).getByRole('combobox', { name: 'Environment Type' });
    expect(
      within(environment)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['development', 'staging', 'production']);
    expect(dialog).toHaveTextContent(
      'Resources of this project are isolated in their own namespace, with separate billing and quotas.',
    );
  });

  it('keeps submit disabled while the name is empty or blank', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);
    const { name } = await openWithShortcut(user);

    expect(submitButton()).toBeDisabled();
    await user.type(name, '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(name, 'x');
    expect(submitButton()).toBeEnabled();

    await user.clear(name);
    expect(submitButton()).toBeDisabled();
    expect(await screen.findByText('Project name is required')).toBeVisible();
  });

  it('simulates creation for 1.5 s without a server call, busy meanwhile, then resets and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);
    const { dialog, name } = await openWithShortcut(user);
    await user.type(name, 'Support assistant');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Team' }), 'Engineering');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Environment Type' }),
      'production',
    );

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // the simulated wait; frames stay real
    await act(async () => {
      fireEvent.click(submitButton());
      await vi.advanceTimersByTimeAsync(0);
    });

    // Busy: progress on the button, nothing to submit again, no way to dismiss.
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Creating project...');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(name, { key: 'Escape' });
    await act(() => vi.advanceTimersByTimeAsync(PROJECT_CREATION_SIMULATED_DELAY_MS - 1));
    expect(screen.getByRole('dialog', { name: 'New Project' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);

    // Reset: the next opening starts empty, with the default choices.
    const reopened = await openWithShortcut(user);
    expect(reopened.name).toHaveValue('');
    expect(within(reopened.dialog).getByRole('combobox', { name: 'Team' })).toHaveValue('core');
    expect(within(reopened.dialog).getByRole('combobox', { name: 'Environment Type' })).toHaveValue(
      'development',
    );
  });

  it('submits with Enter in the name field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);
    const { name } = await openWithShortcut(user);
    await user.type(name, 'Batch jobs');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // the simulated wait; frames stay real
    await act(async () => {
      fireEvent.submit(name.closest('form') as HTMLFormElement);
      await vi.advanceTimersByTimeAsync(PROJECT_CREATION_SIMULATED_DELAY_MS);
    });
    vi.useRealTimers();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling forgets what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProjectDialog />);
    const { name } = await openWithShortcut(user);
    await user.type(name, 'Draft');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const reopened = await openWithShortcut(user);
    expect(reopened.name).toHaveValue('');
  });
});
