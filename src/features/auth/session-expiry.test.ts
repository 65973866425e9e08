import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { authStatus } from '@/api/auth-status';
import { mockDb } from '@/mocks/handlers';
import {
  handleSessionExpired,
  isSessionExpiry,
  resetSessionExpiryForTests,
  watchAuthStatusExpiry,
} from './session-expiry';

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
    handleSessionExpired(1_000_000);
    handleSessionExpired(1_000_001);
    handleSessionExpired(1_000_002);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/v1\/auth\/login\?redirectUrl=.*%2Fauth$/));
    expect(localStorage.getItem('auth_redirect')).toBe('/api-keys?q=prod');
  });

  it('a second expiry right after a re-sign-in does not loop: it rechecks the status instead', () => {
    sessionStorage.setItem('auth_reauth_at', String(1_000_000));
    const refresh = vi.spyOn(authStatus, 'refresh').mockResolvedValue();
    handleSessionExpired(1_000_000 + 5_000);
    expect(assign).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockRestore();
  });
});

describe('a 401 from the auth status call itself', () => {
  it('signs in again once per failure, as a query answered 401 would; other failures do not', async () => {
    const stop = watchAuthStatusExpiry();
    try {
      mockDb.faults.set('getAuthStatus', { status: 400, times: 1 });
      await authStatus.refresh();
      expect(authStatus.snapshot().status).toBe('error');
      expect(assign).not.toHaveBeenCalled();
      mockDb.faults.set('getAuthStatus', { status: 401, times: 1 });
      await authStatus.refresh();
      expect(assign).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('auth_redirect')).toBe('/api-keys?q=prod');
    } finally {
      stop();
    }
  });
});
