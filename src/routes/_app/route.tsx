import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/require-signed-in';
import { SignedInLayout } from '@/app/signed-in-layout';
import { SignedInError, SignedInPending } from '@/app/signed-in-status';

/** The signed-in app: everything but /auth and /signout (spec section 2). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  component: SignedInLayout,
  // While the user loads, the spinner (after a moment, then long enough not to flicker); a failed status
  // call or app chunk, its own screen (app/signed-in-status.tsx).
  pendingComponent: SignedInPending,
  pendingMs: 150,
  errorComponent: SignedInError,
});
