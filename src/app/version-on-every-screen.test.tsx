import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as environment from '@/config/environment';
import { AuthStatusError } from '@/features/auth/auth-status-error';
import { GenericErrorScreen } from '@/ui/errors';
import { MaintenanceScreen } from '@/features/maintenance/maintenance-screen';
import { anonymousVisitor } from '@/test/mock-account';
import { renderRoute, renderWithProviders, resetBrowserState } from '@/test/render';
import { ChunkErrorState } from '@/ui/chunk-error';

const SCREENS: [string, () => ReactElement][] = [
  ['the generic error screen', () => <GenericErrorScreen onRefresh={() => {}} />],
  ['the maintenance screen', () => <MaintenanceScreen onBackToStart={() => {}} />],
  ['the screen for code that could not load', () => <ChunkErrorState fullScreen onReload={() => {}} />],
  ['the screen for a failed status check', () => <AuthStatusError onRetry={() => {}} />],
];

describe('the compact version label and the STAGE banner, on the screens outside the shell', () => {
  beforeEach(resetBrowserState);
  afterEach(() => vi.restoreAllMocks());

  it('the sign-in view shows the version with its type badge; focus shows the environment from the host', async () => {
    anonymousVisitor();
    renderRoute('/auth');
    const label = await screen.findByRole('button', { name: 'v1.1.15 development' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument(); // no STAGE banner off the staging host

    act(() => label.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(/^Environment: Local development/);
    expect(label).toHaveAccessibleDescription(tooltip.textContent);

    // A user bound to this test's document: the shared default one may hold an earlier file's.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('on the staging host, the sign-in view has the red STAGE banner and the staging badge', async () => {
    vi.spyOn(environment, 'currentEnvironment').mockReturnValue('staging');
    anonymousVisitor();
    renderRoute('/auth');
    expect(await screen.findByRole('note')).toHaveTextContent('STAGE 1.1.15');
    const label = screen.getByRole('button', { name: 'v1.1.15 staging' });
    await userEvent.setup().click(label); // a tap on a phone, a click with the mouse: shows it, never toggles it away
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Environment: Staging/);
  });

  for (const [name, screenUnderTest] of SCREENS) {
    it(`${name} shows the label, and the banner on the staging host`, () => {
      vi.spyOn(environment, 'currentEnvironment').mockReturnValue('staging');
      renderWithProviders(screenUnderTest());
      expect(screen.getByRole('button', { name: 'v1.1.15 staging' })).toBeVisible();
      expect(screen.getByRole('note')).toHaveTextContent('STAGE 1.1.15');
    });
  }
});
