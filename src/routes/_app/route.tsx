import { createFileRoute, redirect } from '@tanstack/react-router';
import { flaggedOffRedirect } from '@/config';
import { requireSignedIn } from '@/features/auth/require-signed-in';
import { SignedInLayout } from '@/app/signed-in-layout';

/**
 * The signed-in app: everything but /auth and /signout (spec section 2). A path inside a section whose
 * feature flag is off goes to where the console starts, on a direct load and on every navigation.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    const landing = flaggedOffRedirect(location.pathname);
    if (landing) throw redirect({ to: landing, replace: true });
    return requireSignedIn(context.queryClient, location.href);
  },
  component: SignedInLayout,
});
