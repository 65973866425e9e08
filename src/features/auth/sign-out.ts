import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { logoutSchema } from '@/api/first-screen-schemas';
import { getLogoutUrl } from '@/api/generated/endpoints/auth/auth';
import type { LogoutResponse } from '@/api/generated/model';
import { currentExternalLinks } from '@/config';
import { clearBrowserState } from './auth-storage';

export type SignOutReturn = 'auth' | 'origin';

/**
 * The logout sequence of spec section 4: clear local and session storage (display preferences kept) and the
 * query cache, end the API session (a failure is tolerated), then the identity provider's end-session,
 * returning to /auth, or to the site origin when started from /signout. If the identity provider cannot
 * be reached the browser goes to / (spec: "on failure goes to /").
 */
export async function signOut(queryClient: QueryClient, returnTo: SignOutReturn): Promise<void> {
  clearBrowserState();
  queryClient.clear();
  try {
    // The generated logout() with a lazy schema: the first screen, which can sign out, loads no zod.
    await apiFetch<LogoutResponse>(getLogoutUrl(), { method: 'GET', schema: logoutSchema });
  } catch {
    // the session may be gone already; the identity provider's logout below still runs
  }
  const origin = window.location.origin;
  const target = returnTo === 'auth' ? `${origin}/auth` : `${origin}/`;
  try {
    const { UserManager } = await import('oidc-client-ts');
    const links = currentExternalLinks();
    const manager = new UserManager({
      authority: links.identityAuthority,
      client_id: links.identityClientId,
      redirect_uri: `${origin}/auth`,
      post_logout_redirect_uri: target,
    });
    await manager.signoutRedirect({ post_logout_redirect_uri: target });
  } catch {
    window.location.assign('/');
  }
}
