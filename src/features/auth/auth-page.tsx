import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useDeferredValue, type ComponentType } from 'react';
import { useAuthState } from '@/session/auth-status';
import { useTranslation } from '@/i18n';
import { AuthStatusError } from './auth-status-error';
import { SignInView } from './sign-in-view';
import type { SignUpIdentity } from './sign-up-view';

export function AuthLoading() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh">
      <Stack align="center" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t('auth.loading')}</Text>
      </Stack>
    </Center>
  );
}

/**
 * /auth: the sign-in and registration dialog (spec section 2). `step=1` in the address, or an identity
 * without a back-office account, opens registration in `SignUp`, the lazily loaded sign-up view the route
 * composes with registration's wizard.
 */
export function AuthPage({
  step,
  SignUp,
}: {
  step: number | undefined;
  SignUp: ComponentType<{ identity?: SignUpIdentity }>;
}) {
  // The next view (e.g. sign-in, once the status call answers) renders at a lower priority, in slices that
  // keep the browser responsive, while the current one stays on screen.
  const state = useDeferredValue(useAuthState());

  switch (state.kind) {
    case 'loading':
    case 'signed-in': // AuthEffects is leaving for the saved page
      return <AuthLoading />;
    case 'unknown':
      return <AuthStatusError />;
    case 'needs-registration':
      return (
        <Suspense fallback={<AuthLoading />}>
          <SignUp identity={state.identity ?? { name: '', email: '' }} />
        </Suspense>
      );
    case 'signed-out':
      // Registration (`step` in the address) starts at the identity provider: the wizard's calls need it.
      return step === undefined ? (
        <SignInView />
      ) : (
        <Suspense fallback={<AuthLoading />}>
          <SignUp />
        </Suspense>
      );
  }
}
