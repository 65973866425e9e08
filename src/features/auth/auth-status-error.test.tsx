import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { mockDb } from '@/mocks/handlers';
import { failOperation, recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { LazySignUp } from '@/app/lazy-areas';
import { AuthPage } from './auth-page';

const settle = { timeout: 4_000 };

/** The auth status checks asked so far (a retry counts). */
const statusChecks = (calls: string[]) => calls.filter((call) => call === 'GET /v1/auth/status').length;

beforeEach(async () => {
  await resetBrowserState();
});

describe('the first screen when the auth status cannot be checked', () => {
  it('says what failed in the catalogue’s words, and Try again signs in once the API answers', async () => {
    const calls = recordRequests();
    failOperation('getAuthStatus', { network: true });
    renderWithProviders(<AuthPage step={undefined} SignUp={LazySignUp} />);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not check your sign-in status.' },
        settle,
      ),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(statusChecks(calls)).toBe(2); // a lost connection is tried once more

    mockDb.faults.clear('getAuthStatus'); // the platform answers again: nobody is signed in
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, settle)).toBeVisible();
  });

  it('a 429 says to wait', async () => {
    failOperation('getAuthStatus', { status: 429, code: 'RATE_LIMIT_EXCEEDED', message: 'Slow down' });
    renderWithProviders(<AuthPage step={undefined} SignUp={LazySignUp} />);
    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('a 400 is not asked again: the same request gets the same answer', async () => {
    const calls = recordRequests();
    failOperation('getAuthStatus', { status: 400, code: 'INVALID_REQUEST', message: 'Bad' });
    renderWithProviders(<AuthPage step={undefined} SignUp={LazySignUp} />);
    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent(
      'Invalid request. Please try again.',
    );
    expect(statusChecks(calls)).toBe(1);
  });
});
