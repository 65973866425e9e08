import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { parseAuthSearch } from '@/features/auth/auth-search';

/** `step=1` opens registration (spec section 2); other values are ignored. */
export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  component: function AuthRoute() {
    const { step } = Route.useSearch();
    return <AuthPage step={step} />;
  },
});
