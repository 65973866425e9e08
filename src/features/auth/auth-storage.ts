import type { SessionUser } from '@/api/session-user';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@/config';

/** The browser storage the auth flow owns (keys of spec section 9). Reads never throw. */

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // storage disabled (private mode, sandboxed iframe): behave as empty
  }
}

export const registrationFlag = {
  isSet: () => safely(() => localStorage.getItem(LOCAL_STORAGE_KEYS.registrationFlow) === 'true', false),
  set: () => safely(() => localStorage.setItem(LOCAL_STORAGE_KEYS.registrationFlow, 'true'), undefined),
  clear: () => safely(() => localStorage.removeItem(LOCAL_STORAGE_KEYS.registrationFlow), undefined),
};

/** Where to return after signing in. Stored raw; always read through `postSignInPath`. */
export const authRedirect = {
  read: () => safely(() => localStorage.getItem(LOCAL_STORAGE_KEYS.authRedirect), null),
  save: (path: string) =>
    safely(() => localStorage.setItem(LOCAL_STORAGE_KEYS.authRedirect, path), undefined),
  clear: () => safely(() => localStorage.removeItem(LOCAL_STORAGE_KEYS.authRedirect), undefined),
};

/**
 * The signed-in user as spec section 4 keeps it in session storage: only the spec's User fields (id, name,
 * email, role), never the phone, address, company or settings a fuller profile carries.
 */
export const storedUser = {
  save: ({ id, name, email, role }: SessionUser) =>
    safely(
      () => sessionStorage.setItem(SESSION_STORAGE_KEYS.authUser, JSON.stringify({ id, name, email, role })),
      undefined,
    ),
  clear: () => safely(() => sessionStorage.removeItem(SESSION_STORAGE_KEYS.authUser), undefined),
};

/**
 * Whether the last status call in this browser found the user signed in. Only a hint for start-up, which
 * then fetches the signed-in app's code while the status call is under way (main.tsx); the status call alone
 * decides what is shown. Holds 'true', nothing about the user; sign-out clears it with the rest.
 */
export const signedInHint = {
  isSet: () => safely(() => localStorage.getItem(LOCAL_STORAGE_KEYS.signedInHint) === 'true', false),
  set: () => safely(() => localStorage.setItem(LOCAL_STORAGE_KEYS.signedInHint, 'true'), undefined),
  clear: () => safely(() => localStorage.removeItem(LOCAL_STORAGE_KEYS.signedInHint), undefined),
};

/** When the auth status was last confirmed by the server (the "auth status timestamp cache"). */
export const authStatusTimestamp = {
  read: (): number | undefined =>
    safely(() => {
      const value = Number(sessionStorage.getItem(SESSION_STORAGE_KEYS.authStatusTimestamp));
      return Number.isFinite(value) && value > 0 ? value : undefined;
    }, undefined),
  save: (at: number) =>
    safely(() => sessionStorage.setItem(SESSION_STORAGE_KEYS.authStatusTimestamp, String(at)), undefined),
};

/**
 * Preferences that outlive a session: signing out must not switch the user's theme or language back, nor
 * forget that one chosen signed out is still to be saved to the account.
 */
const KEPT_ON_SIGN_OUT = [
  LOCAL_STORAGE_KEYS.theme,
  LOCAL_STORAGE_KEYS.language,
  LOCAL_STORAGE_KEYS.themeUnsaved,
  LOCAL_STORAGE_KEYS.languageUnsaved,
] as const;

/** Logout's "clear local and session storage" (spec section 4), keeping only display preferences. */
export function clearBrowserState(): void {
  safely(() => {
    const kept = KEPT_ON_SIGN_OUT.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  }, undefined);
}
