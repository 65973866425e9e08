import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetAuthStatusMockHandler } from '@/api/generated/endpoints/auth/auth.msw';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { LazySignUp } from '@/app/lazy-areas';
import { AuthPage } from './auth-page';

const settle = { timeout: 4_000 };

/** Answers every auth status check with `answer`; returns how many were asked. */
function failingStatus(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get('*/v1/auth/status', () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

beforeEach(async () => {
  await resetBrowserState();
});

describe('the first screen when the auth status cannot be checked', () => {
  it('says what failed in the catalogue’s words, and Try again signs in once the API answers', async () => {
    const calls = failingStatus(() => HttpResponse.error());
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
    expect(calls.count).toBe(2); // a lost connection is tried once more

    server.use(
      getGetAuthStatusMockHandler({
        authenticated: false,
        keycloakAuthenticated: false,
        hasOdooAccount: false,
        tokenType: null,
        user: null,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, settle)).toBeVisible();
  });

  it('a 429 says to wait', async () => {
    failingStatus(() =>
      HttpResponse.json(
        { error: 'Slow down', code: 'RATE_LIMIT_EXCEEDED' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    renderWithProviders(<AuthPage step={undefined} SignUp={LazySignUp} />);
    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('a 400 is not asked again: the same request gets the same answer', async () => {
    const calls = failingStatus(() =>
      HttpResponse.json({ error: 'Bad', code: 'INVALID_REQUEST' }, { status: 400 }),
    );
    renderWithProviders(<AuthPage step={undefined} SignUp={LazySignUp} />);
    expect(await screen.findByRole('alert', {}, settle)).toHaveTextContent(
      'Invalid request. Please try again.',
    );
    expect(calls.count).toBe(1);
  });
});
