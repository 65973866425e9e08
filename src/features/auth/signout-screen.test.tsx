import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { renderRoute, resetBrowserState } from '@/test/render';
import { logoutNavigationUrl } from '@/session/identity-urls';
import { resetSignOutAttempt } from './sign-out-attempt';

const assign = vi.fn<(url: string) => void>();
const settle = { timeout: 6_000 };

beforeEach(async () => {
  await resetBrowserState();
  mockDb.reset('default');
  resetSignOutAttempt();
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  signOutOfMockPlatform();
  resetSignOutAttempt();
});

describe('/signout when the session cannot be ended', () => {
  it('says so in place, focused, with Try again that signs out once the server answers', async () => {
    const session = signInToMockPlatform(DEMO_ADMIN.email);
    sessionStorage.setItem('auth_user', JSON.stringify({ email: DEMO_ADMIN.email }));
    mockDb.faults.set('logout', { status: 503 });
    renderRoute('/signout');

    const title = await screen.findByRole('heading', { level: 1, name: 'Sign-out did not complete' }, settle);
    expect(title).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server answered with an error, so your session could not be ended.');
    expect(alert).toHaveTextContent(
      'You may still be signed in on this device. Try again before you leave it.',
    );
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/');
    expect(mockDb.sessions.get(session)).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
    // Local state is gone although the session is not, and nothing of the user's is written back.
    expect(sessionStorage.getItem('auth_user')).toBeNull();

    mockDb.faults.clear('logout');
    await userEvent.click(screen.getByRole('button', { name: 'Try signing out again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith(logoutNavigationUrl(`${window.location.origin}/`)),
    );
    expect(mockDb.sessions.get(session)).toBeUndefined();
  });

  it('names an unreachable server as the reason', async () => {
    signInToMockPlatform(DEMO_ADMIN.email);
    mockDb.faults.set('logout', { network: true });
    renderRoute('/signout');
    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent(
      'The server could not be reached, so your session could not be ended.',
    );
  });

  it('leaves for the provider logout when the server logout fails once', async () => {
    const session = signInToMockPlatform(DEMO_ADMIN.email);
    mockDb.faults.set('logout', { status: 500, times: 1 });
    renderRoute('/signout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing out...' })).toBeVisible();
    await waitFor(() => expect(assign).toHaveBeenCalledOnce(), settle);
    expect(assign).toHaveBeenCalledWith(logoutNavigationUrl(`${window.location.origin}/`));
    expect(mockDb.sessions.get(session)).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the sign-in view’s close button when the session cannot be ended', () => {
  it('runs the full logout on /signout, which says so, and Try again completes it back to /auth', async () => {
    const { router } = renderRoute('/auth');
    const close = await screen.findByRole('button', { name: 'Close and sign out completely' }, settle);
    mockDb.faults.set('logout', { network: true });
    mockDb.faults.set('getAuthStatus', { network: true, times: 1 });
    await userEvent.click(close);

    const title = await screen.findByRole('heading', { level: 1, name: 'Sign-out did not complete' }, settle);
    expect(title).toHaveFocus();
    expect(router.state.location.pathname).toBe('/signout');
    expect(router.state.location.search).toEqual({ to: 'auth' });
    expect(assign).not.toHaveBeenCalled();

    mockDb.faults.clear('logout');
    await userEvent.click(screen.getByRole('button', { name: 'Try signing out again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith(logoutNavigationUrl(`${window.location.origin}/auth`)),
    );
  });
});
