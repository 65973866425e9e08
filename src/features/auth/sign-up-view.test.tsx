import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '@/features/registration/draft';
import { emptyRegistrationForm } from '@/features/registration/registration-form';
import { mockDb } from '@/mocks/handlers';
import { renderRoute, resetBrowserState } from '@/test/render';
import { loginUrl, registerUrl } from '@/session/identity-urls';

// /auth?step=N for a visitor who is not signed in: every call of the wizard needs a signed-in identity, so
// registration starts at the identity provider (spec section 2's sign-up link), never in a wizard whose
// calls can only fail.
const assign = vi.fn<(url: string) => void>();
const settle = { timeout: 6_000 };

beforeEach(async () => {
  await resetBrowserState();
  mockDb.reset('default');
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('registration for a visitor who is not signed in', () => {
  it.each(['/auth?step=1', '/auth?step=3'])(
    '%s starts at the identity provider: no wizard, no password asked for',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Create your account' }, settle),
      ).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Registration progress' })).toBeNull();
      expect(screen.queryByLabelText(/Password/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', loginUrl());

      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(localStorage.getItem('registration_flow')).toBe('true');
      expect(assign).toHaveBeenCalledExactlyOnceWith(registerUrl());
    },
  );

  it('with a draft in this tab (the session ended), signing in to continue comes first and the draft stays', async () => {
    const form = emptyRegistrationForm({ name: 'Maja Berg', email: 'new@nordlys.example' });
    form.company.name = 'Fjällbacka Data AB';
    saveDraft(form, 'plan');
    renderRoute('/auth?step=1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Continue your registration' }, settle),
    ).toBeVisible();
    expect(
      screen.getByText(
        'You are signed out. Sign in to continue where you left off: what you entered is kept in this browser tab.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(loginUrl());
    expect(sessionStorage.getItem('registration_draft')).toContain('Fjällbacka Data AB');
    // Creating a new sign-in account is still offered.
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', registerUrl());
  });
});
