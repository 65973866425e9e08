import { createFileRoute } from '@tanstack/react-router';
import { LazySignUp } from '@/app/lazy-areas';
import { AuthPage } from '@/features/auth/auth-page';
import { parseAuthSearch } from '@/features/auth/auth-search';

/**
 * `step=1` opens registration (spec section 2); other values are ignored. The sign-up view comes composed
 * with registration's wizard (app/sign-up.tsx), so auth and registration do not import each other.
 */
export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  component: function AuthRoute() {
    const { step } = Route.useSearch();
    return <AuthPage step={step} SignUp={LazySignUp} />;
  },
});
