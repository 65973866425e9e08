import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AuthPage } from '@/features/auth/auth-page';

/** `step=1` opens registration (spec section 2); other values are ignored. (zod/mini: the first screen is lean.) */
const authSearchSchema = z.object({
  step: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))), undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  component: function AuthRoute() {
    const { step } = Route.useSearch();
    return <AuthPage step={step} />;
  },
});
