import { QueryClientProvider } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { use } from 'react';

import { SignUpView, type SignUpIdentity } from '@/features/auth/sign-up-view';
import { RegistrationStart } from '@/features/registration/registration-start';
import { RegistrationWizard } from '@/features/registration/wizard/registration-wizard';

/**
 * The auth dialog's sign-up view with registration's wizard and start: the two features meet only here. The
 * wizard's calls are queries: the client loads with this view (lazy-areas.ts), not with the first screen.
 */
export function SignUp({ identity }: { identity?: SignUpIdentity }) {
  const { loadQueryClient } = useRouteContext({ from: '__root__' });
  return (
    <QueryClientProvider client={use(loadQueryClient())}>
      <SignUpView identity={identity} Wizard={RegistrationWizard} Start={RegistrationStart} />
    </QueryClientProvider>
  );
}
