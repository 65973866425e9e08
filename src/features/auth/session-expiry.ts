import type { QueryClient } from '@tanstack/react-query';
import { SESSION_STORAGE_KEYS } from '@/config/constants';
import { authRedirect } from './auth-storage';
import { authStatusQueryKey } from '@/session/auth-status-query';
import { loginUrl } from '@/session/identity-urls';
import { isAuthPath } from './safe-redirect';

const LAST_REAUTH_KEY = SESSION_STORAGE_KEYS.lastReauthentication;
const REAUTH_COOLDOWN_MS = 60_000;

let reauthenticating = false;

/**
 * A call answered 401 mid-session: remember where the user was, and sign in again through the identity
 * provider, which returns to /auth and from there to that page. Several calls failing together start one
 * sign-in; a second expiry within a minute of the last one shows the sign-in view instead of looping.
 */
export function handleSessionExpired(queryClient: QueryClient, now: number = Date.now()): void {
  if (reauthenticating) return;
  const { pathname, search, hash } = window.location;
  if (isAuthPath(pathname) || pathname === '/signout') return;
  reauthenticating = true;
  authRedirect.save(`${pathname}${search}${hash}`);

  const last = Number(sessionStorage.getItem(LAST_REAUTH_KEY));
  if (Number.isFinite(last) && now - last < REAUTH_COOLDOWN_MS) {
    void queryClient.invalidateQueries({ queryKey: authStatusQueryKey() }).finally(() => {
      reauthenticating = false;
    });
    return;
  }
  sessionStorage.setItem(LAST_REAUTH_KEY, String(now));
  window.location.assign(loginUrl());
}

/** One rule for the whole console (api-error.ts): AUTH_REQUIRED, or any 401. */
export { isAuthFailure as isSessionExpiry } from '@/api/api-error';

/** For tests: forget that a re-sign-in is under way. */
export function resetSessionExpiryForTests(): void {
  reauthenticating = false;
}
