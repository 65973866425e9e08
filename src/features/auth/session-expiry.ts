import { SESSION_STORAGE_KEYS } from '@/config/constants';
import { authRedirect } from './auth-storage';
import { isAuthFailure } from '@/api/api-error';
import { authStatus } from '@/api/auth-status';
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
export function handleSessionExpired(now: number = Date.now()): void {
  if (reauthenticating) return;
  const { pathname, search, hash } = window.location;
  if (isAuthPath(pathname) || pathname === '/signout') return;
  reauthenticating = true;
  authRedirect.save(`${pathname}${search}${hash}`);

  const last = Number(sessionStorage.getItem(LAST_REAUTH_KEY));
  if (Number.isFinite(last) && now - last < REAUTH_COOLDOWN_MS) {
    void authStatus.refresh().finally(() => {
      reauthenticating = false;
    });
    return;
  }
  sessionStorage.setItem(LAST_REAUTH_KEY, String(now));
  window.location.assign(loginUrl());
}

/** One rule for the whole console (api-error.ts): AUTH_REQUIRED, or any 401. */
export const isSessionExpiry = isAuthFailure;

/**
 * The auth status is no query (api/auth-status.ts), so the query client's 401 handling does not see it: a
 * failed status call that says the session has expired is handled here, once per failure.
 */
export function watchAuthStatusExpiry(): () => void {
  let handled = 0;
  return authStatus.subscribe(() => {
    const { error, errorUpdatedAt } = authStatus.snapshot();
    if (errorUpdatedAt === handled || !isSessionExpiry(error)) return;
    handled = errorUpdatedAt;
    handleSessionExpired();
  });
}

/** For tests: forget that a re-sign-in is under way. */
export function resetSessionExpiryForTests(): void {
  reauthenticating = false;
}
