import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { handleSessionExpired, isSessionExpiry, resetSessionExpiryForTests } from './session-expiry';

const assign = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionExpiryForTests();
  vi.stubGlobal('location', {
    ...window.location,
    pathname: '/api-keys',
    search: '?q=prod',
    hash: '',
    assign,
    origin: 'http://localhost:3000',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

const expired = new ApiError({ status: 401, code: 'AUTH_REQUIRED', kind: 'http', message: 'x' });

describe('a 401 mid-session', () => {
  it('is recognised by its catalogue code', () => {
    expect(isSessionExpiry(expired)).toBe(true);
    expect(
      isSessionExpiry(
        new ApiError({ status: 403, code: 'INSUFFICIENT_PERMISSIONS', kind: 'http', message: 'x' }),
      ),
    ).toBe(false);
    expect(isSessionExpiry(new Error('AUTH_REQUIRED'))).toBe(false);
  });

  it('signs in again once, even when several calls fail together, and remembers the page', () => {
    const client = new QueryClient();
    handleSessionExpired(client, 1_000_000);
    handleSessionExpired(client, 1_000_001);
    handleSessionExpired(client, 1_000_002);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/v1\/auth\/login\?redirectUrl=.*%2Fauth$/));
    expect(localStorage.getItem('auth_redirect')).toBe('/api-keys?q=prod');
  });

  it('a second expiry right after a re-sign-in does not loop: it rechecks the status instead', () => {
    sessionStorage.setItem('auth_reauth_at', String(1_000_000));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleSessionExpired(client, 1_000_000 + 5_000);
    expect(assign).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
