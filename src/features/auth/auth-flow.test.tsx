import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { anonymousVisitor, identityOnlyVisitor, mockUser, signedInAccount } from '@/test/mock-account';
import { renderRoute, resetBrowserState } from '@/test/render';

beforeEach(async () => {
  await resetBrowserState();
});

describe('the signed-in app guard', () => {
  it('sends a visitor to /auth, remembering the page, and shows the sign-in view', async () => {
    anonymousVisitor();
    const { router } = renderRoute('/api-keys?sort=name');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('auth_redirect')).toBe('/api-keys?sort=name');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      'http://localhost:3000/v1/auth/register?redirectUrl=http%3A%2F%2Flocalhost%3A3000%2Fauth%3Fstep%3D1',
    );
  });

  it('sends an identity without a back-office account to registration at step 1 and sets the marker', async () => {
    identityOnlyVisitor();
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(router.state.location.search).toEqual({ step: 1 });
    await waitFor(() => expect(localStorage.getItem('registration_flow')).toBe('true'));
    // step 0 (Account Information) is hidden for an identity that exists already
    expect(screen.queryByText('Account Information')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Company Details (optional)' })).toBeVisible();
    expect(screen.getByText('Step 1 of 4: Company Details (optional)')).toBeVisible();
  });

  it('lets a signed-in user in, keeps the user in session storage (the spec’s fields only) and clears the registration marker', async () => {
    localStorage.setItem('registration_flow', 'true');
    signedInAccount();
    renderRoute('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const { id, name, email, role } = mockUser();
    // Not the phone, the company's address or the settings the full profile carries.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('auth_user') ?? '{}')).toEqual({ id, name, email, role }),
    );
    expect(localStorage.getItem('registration_flow')).toBeNull();
    expect(Number(sessionStorage.getItem('auth_status_ts'))).toBeGreaterThan(0);
    // The hint start-up uses to fetch the signed-in app early: a flag, nothing about the user.
    expect(localStorage.getItem('signed_in_hint')).toBe('true');
  });

  it('on /auth, a signed-in user goes to the saved page once and the saved page is forgotten', async () => {
    localStorage.setItem('auth_redirect', '/settings');
    signedInAccount();
    const { router } = renderRoute('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
    expect(localStorage.getItem('auth_redirect')).toBeNull();
  });

  it('a hostile saved page is ignored: the user lands on /', async () => {
    localStorage.setItem('auth_redirect', '//evil.example/steal');
    signedInAccount();
    const { router } = renderRoute('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('an unknown path redirects to /', async () => {
    signedInAccount();
    const { router } = renderRoute('/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the signed-out state clears the registration marker and the signed-in hint', async () => {
    localStorage.setItem('registration_flow', 'true');
    localStorage.setItem('signed_in_hint', 'true');
    anonymousVisitor();
    renderRoute('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('registration_flow')).toBeNull());
    expect(localStorage.getItem('signed_in_hint')).toBeNull();
  });
});
