import { createFileRoute } from '@tanstack/react-router';
import { parseSignOutSearch } from '@/features/auth/sign-out-return';
import { SignOutScreen } from '@/features/auth/signout-screen';

/** /signout (spec section 2); `?to=auth` is the sign-in view's full logout, which returns to /auth. */
export const Route = createFileRoute('/signout')({
  validateSearch: parseSignOutSearch,
  component: SignOutScreen,
});
