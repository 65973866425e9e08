import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n';
import { FullScreen } from '@/ui/version';
import { failureShown, resetSignOutAttempt, useSignOut } from './sign-out-attempt';
import { SignOutFailed } from './sign-out-failed';

/**
 * /signout (spec section 2): says what is happening while the logout sequence runs, and, if the session
 * could not be ended, says so in place with Try again and a way back to the console.
 */
export function SignOutScreen() {
  const { t } = useTranslation();
  // `?to=auth`: the sign-in view's full logout, which returns to /auth rather than the site origin.
  const returnTo = useSearch({ from: '/signout' }).to === 'auth' ? 'auth' : 'origin';
  const { attempt, start, retry } = useSignOut(returnTo);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);
  // Leaving the screen (back to the console) forgets the failure: the next visit starts afresh.
  useEffect(() => resetSignOutAttempt, []);

  const failure = failureShown(attempt);
  if (failure) {
    return (
      <FullScreen align="center" justify="center" px="5">
        <Stack maxW="md" w="full">
          <SignOutFailed
            reason={failure.reason}
            retrying={failure.retrying}
            onRetry={() => void retry()}
            headingLevel="h1"
          >
            <Button asChild variant="outline">
              <Link to="/">{t('auth.signOut.failed.backToConsole')}</Link>
            </Button>
          </SignOutFailed>
        </Stack>
      </FullScreen>
    );
  }
  return (
    <FullScreen align="center" justify="center" px="5">
      <Stack align="center" gap="3" role="status" textAlign="center">
        <Spinner size="lg" color="brand.solid" />
        <Heading as="h1" size="lg">
          {t('auth.signOut.title')}
        </Heading>
        <Text color="fg.muted">{t('auth.signOut.body')}</Text>
      </Stack>
    </FullScreen>
  );
}
