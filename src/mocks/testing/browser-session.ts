import { configureApiClient } from '@/api/client';
import { mockDb } from '../handlers';
import { SESSION_COOKIE } from '../store/sessions';

let undoCookieJar: (() => void) | undefined;

/**
 * Signs the identity in on the shared mock platform (src/test/setup.ts) and holds its session cookie the
 * way the browser would: sent with the console's credentialed calls, dropped when an answer clears it
 * (fetch in Node keeps no cookies). Returns the session id.
 */
export function signInToMockPlatform(email: string): string {
  const identity = mockDb.identities.findByEmail(email);
  if (!identity) throw new Error(`No identity ${email} in the mock platform`);
  const session = mockDb.sessions.create(identity.subject);
  let cookie: string | undefined = `${SESSION_COOKIE}=${session}`;
  signOutOfMockPlatform();
  undoCookieJar = configureApiClient({
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie && init?.credentials === 'include') headers.set('Cookie', cookie);
      const response = await globalThis.fetch(input, { ...init, headers });
      const cleared = response.headers
        .getSetCookie()
        .some((set) => set.startsWith(`${SESSION_COOKIE}=;`) && /max-age=0/i.test(set));
      if (cleared) cookie = undefined;
      return response;
    },
  });
  return session;
}

/** Drops the browser's session cookie (the store's sessions outlive a test, as they outlive a reset). */
export function signOutOfMockPlatform(): void {
  undoCookieJar?.();
  undoCookieJar = undefined;
}
