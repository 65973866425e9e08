import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/require-signed-in';
import { SignedInLayout } from '@/app/signed-in-layout';

/** The signed-in app: everything but /auth and /signout (spec section 2). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  component: SignedInLayout,
});
