import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chooseErrorMessage } from '@/api/errors';
import { asTranslate } from '@/ui/errors/error-facts';
import { useTranslation } from '@/i18n';
import { FullScreen } from '@/ui/version';
import { authStatusQuery } from '@/api/auth-status';
import { isAuthFailure } from '@/api/api-error';

import { signInAgain } from './sign-in-again';

/**
 * The first screen when the auth status could not be checked: what failed, in the error catalogue's words
 * (offline, the server, too many attempts, a timeout), and Try again. A heading, so the page is never a
 * bare line of text to a screen reader either. A route's error component passes the error it caught and
 * its own Try again (the route's reload) instead.
 */
export function AuthStatusError({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Read, not observed: the page re-renders on every change of the status already (useAuthState).
  const failure = error ?? queryClient.getQueryState(authStatusQuery.queryKey)?.error;
  // Try again swaps this screen for the spinner and back: focus would fall to the page, so it starts here.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <FullScreen align="center" justify="center" px="4">
      <Stack align="center" textAlign="center" gap="4" maxW="md" role="alert">
        <Heading as="h1" size="lg" ref={headingRef} tabIndex={-1} outline="none">
          {t('auth.statusFailed')}
        </Heading>
        {failure ? <Text color="fg.muted">{chooseErrorMessage(failure, asTranslate(t))}</Text> : null}
        {isAuthFailure(failure) ? (
          // The status call itself says the session is gone: only signing in again helps.
          <Button colorPalette="brand" onClick={signInAgain}>
            {t('auth.signIn.button')}
          </Button>
        ) : (
          <Button
            onClick={
              onRetry ??
              (() => void queryClient.refetchQueries({ queryKey: authStatusQuery.queryKey, exact: true }))
            }
          >
            {t('auth.retry')}
          </Button>
        )}
      </Stack>
    </FullScreen>
  );
}
