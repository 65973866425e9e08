import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthPage } from '@/features/auth/auth-page';

/** `step=1` opens registration (spec section 2); other values are ignored. */
const authSearchSchema = z.object({
  step: z.coerce.number().int().min(1).max(4).optional().catch(undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  component: function AuthRoute() {
    const { step } = Route.useSearch();
    return <AuthPage step={step} />;
  },
});
