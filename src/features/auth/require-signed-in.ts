import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session-user';
import { deriveAuthState } from '@/session/auth-machine';
import { authRedirect } from './auth-storage';
import { authStatusQuery } from '@/api/auth-status';

/**
 * The signed-in layout's guard: only an identity with a back-office account and a user record gets in
 * (spec section 6). Others go to /auth, remembering where they wanted to go; an identity without a
 * back-office account goes straight to registration. A failed status call is thrown to the error boundary.
 */
export async function requireSignedIn(
  queryClient: QueryClient,
  href: string,
): Promise<{ user: SessionUser }> {
  const status = await queryClient.ensureQueryData(authStatusQuery);
  const state = deriveAuthState({ status: 'success', data: status });
  switch (state.kind) {
    case 'signed-in':
      return { user: state.user };
    case 'needs-registration':
      throw redirect({ to: '/auth', search: { step: 1 } });
    default:
      authRedirect.save(href);
      throw redirect({ to: '/auth' });
  }
}
