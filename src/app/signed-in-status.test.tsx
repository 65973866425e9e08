import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/i18n';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { mockUser, signedInAccount } from '@/test/mock-account';
import { failOperation, recordRequests } from '@/test/mock-overrides';
import { renderRoute, resetBrowserState } from '@/test/render';

// A whole signed-in app renders, its page loaded lazily: give finds time on a busy machine.
configure({ asyncUtilTimeout: 8_000 });
vi.setConfig({ testTimeout: 30_000 });

const SIGNED_IN_PATHS = ['/', '/models', '/api-keys', '/team', '/settings', '/billing'];

beforeEach(async () => {
  await resetBrowserState();
});

describe('the signed-in app while the user loads', () => {
  it.each(SIGNED_IN_PATHS)('%s shows the spinner, named, until the status answers', async (path) => {
    failOperation('getAuthStatus', { hang: true });
    renderRoute(path);
    expect(await screen.findByRole('status', { name: 'Loading your account…' })).toBeInTheDocument();
  });

  it('names the spinner in Swedish with the Swedish catalogue', async () => {
    await act(() => i18n.changeLanguage('sv'));
    failOperation('getAuthStatus', { hang: true });
    renderRoute('/team');
    expect(await screen.findByRole('status', { name: 'Läser in ditt konto…' })).toBeInTheDocument();
  });
});

describe('the signed-in app when the status call fails', () => {
  it('shows the status error screen, and Try again lets the user in once the API answers', async () => {
    const calls = recordRequests();
    failOperation('getAuthStatus', { status: 503 });
    renderRoute('/team');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'We could not check your sign-in status.',
    });
    expect(heading).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
    expect(calls.filter((call) => call === 'GET /v1/auth/status')).toHaveLength(2); // a 5xx is tried once more

    signedInAccount(); // the store afresh, without the fault, and Anna signed in on it
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  });

  it('speaks Swedish with the Swedish catalogue', async () => {
    await act(() => i18n.changeLanguage('sv'));
    failOperation('getAuthStatus', { network: true });
    renderRoute('/models');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vi kunde inte kontrollera din inloggning.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });
});

describe('the signed-in app reads the auth status the platform may send', () => {
  it('a user with only the spec’s fields (id, name, email, role) gets in, named in the user menu', async () => {
    signedInAccount(DEMO_ADMIN.email, 'minimal');
    renderRoute('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'AL, Open user menu' })).toBeVisible();
  });

  it('a profile with a back office’s timestamps and unreadable settings gets in; the settings fall back', async () => {
    signedInAccount();
    // The platform's answer as sent, not as the contract types it.
    Object.assign(mockUser(), { createdAt: '2026-01-15 08:00:00', updatedAt: 'yesterday', settings: 'dark' });
    renderRoute('/models');
    expect(await screen.findByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
    expect(i18n.language).toBe('en');
  });

  it('a user without an email is not a user the console can sign in: the status error screen says so', async () => {
    signedInAccount();
    Object.assign(mockUser(), { email: undefined });
    renderRoute('/team');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your sign-in status.' }),
    ).toBeVisible();
  });
});
