import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/require-signed-in';
import { SignedInLayout } from '@/app/signed-in-layout';
import { SignedInError, SignedInPending } from '@/app/signed-in-status';
import { loadStringsPart } from '@/i18n';

/**
 * The signed-in app: everything but /auth and /signout (spec section 2). For a signed-in user, a path inside
 * a section whose feature flag is off goes to where the console starts, on a direct load and on every
 * navigation. The page registry comes with the signed-in app's code (which the layout needs anyway), so a
 * visitor on the way to /auth never loads it.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const signedIn = await requireSignedIn(context.queryClient, location.href);
    const [{ flaggedOffRedirect }, { pageRoute }] = await Promise.all([
      import('@/config/page-access'),
      import('@/ui/page-route'),
      // The signed-in app's strings in a language other than English, once signed in: a visitor on the way
      // to /auth fetches none.
      loadStringsPart('signedIn'),
    ]);
    const landing = flaggedOffRedirect(location.pathname);
    if (landing) throw redirect({ ...pageRoute(landing), replace: true });
    return signedIn;
  },
  component: SignedInLayout,
  // While the user loads, the spinner (after a moment, then long enough not to flicker); a failed status
  // call or app chunk, its own screen (app/signed-in-status.tsx).
  pendingComponent: SignedInPending,
  pendingMs: 150,
  errorComponent: SignedInError,
});
