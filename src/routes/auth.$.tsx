import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { authSearchSchema } from './auth';

/** /auth/* is the same dialog (also the identity provider's return route). */
export const Route = createFileRoute('/auth/$')({
  validateSearch: authSearchSchema,
  component: function AuthSplatRoute() {
    const { step } = Route.useSearch();
    return <AuthPage step={step} />;
  },
});
