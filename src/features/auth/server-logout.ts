import { apiFetch } from '@/api/client';
import { isApiError } from '@/api/api-error';
import { getAuthStatus, getLogoutUrl } from '@/api/generated/endpoints/auth/auth';
import type { AuthStatus, LogoutResponse } from '@/api/generated/model';
import { isRetryableError } from '@/api/retry-policy';
import { authStatusTimeoutMs, queryRetryBaseDelayMs } from '@/config/network-timings';

/** Why the server session could not be shown to have ended: no answer at all, or an error answer. */
export type SignOutFailureReason = 'unreachable' | 'server-error';

export type ServerLogoutResult =
  { readonly ended: true } | { readonly ended: false; readonly reason: SignOutFailureReason };

// A user waiting on "Signing out..." waits no longer than one waiting for the status at the start.
const SIGN_OUT_CALL_TIMEOUT_MS = authStatusTimeoutMs();

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function reasonOf(error: unknown): SignOutFailureReason {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
    ? 'unreachable'
    : 'server-error';
}

/** Signed out per the server: no session at all, not even an identity waiting to register. */
const hasNoSession = (status: AuthStatus) => !status.authenticated && !status.keycloakAuthenticated;

/**
 * Ends the API session with the JSON logout, tried once more after a lost connection, a timeout or a 5xx.
 * If it still fails, the auth status decides: a session that is gone anyway counts as ended; one that is
 * still there, or a status that cannot be read, does not (the caller must not go on as if signed out).
 */
export async function endServerSession(): Promise<ServerLogoutResult> {
  let failure: unknown;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      // The console reads no body from the logout (spec section 7 names none), so none is checked: a 200
      // ended the session, whatever a proxy put in it.
      await apiFetch<LogoutResponse>(getLogoutUrl(), { method: 'GET', timeoutMs: SIGN_OUT_CALL_TIMEOUT_MS });
      return { ended: true };
    } catch (error) {
      failure = error;
      if (attempt === 2 || !isRetryableError(error)) break;
      await pause(queryRetryBaseDelayMs());
    }
  }
  try {
    const status = await getAuthStatus({ timeoutMs: SIGN_OUT_CALL_TIMEOUT_MS });
    if (hasNoSession(status)) return { ended: true };
  } catch {
    // the status is unknown: the session may still be there
  }
  return { ended: false, reason: reasonOf(failure) };
}
