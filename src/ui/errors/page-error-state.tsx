import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';

import { LockKeyholeIcon, TriangleAlertIcon } from '@/ui/icons';
import { useTranslation } from '@/i18n';
import { ChunkErrorState, isChunkLoadError } from '@/ui/chunk-error';

import { asTranslate, isAuthRequired, pageErrorMessage } from './error-facts';

interface PageErrorStateProps {
  /** Whatever the page's query or loader failed with. */
  error: unknown;
  /** Tries again (refetch, `router.invalidate()`…). */
  onRetry: () => void;
  /** A retry is running: the button shows it. */
  retrying?: boolean;
  /** AUTH_REQUIRED: signs in again. By default the page reloads, and the sign-in guard takes over. */
  onSignIn?: () => void;
  /** Heading; 'This page could not be loaded' by default. */
  title?: string;
}

const reload = () => window.location.reload();

/**
 * A failing page or panel in place of its content, never a blank screen: the error catalogue's message
 * (spec section 8) and a Retry button; for AUTH_REQUIRED a way to sign in again instead; for code that
 * could not load, the message with Reload.
 */
export function PageErrorState({
  error,
  onRetry,
  retrying = false,
  onSignIn = reload,
  title,
}: PageErrorStateProps) {
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <ChunkErrorState />;
  const authRequired = isAuthRequired(error);
  // The console's own icons, not lucide-react's: this screen is part of the first load.
  const Icon = authRequired ? LockKeyholeIcon : TriangleAlertIcon;
  return (
    <Flex justify="center" px="4" py={{ base: '10', md: '16' }}>
      <Stack role="alert" align="center" textAlign="center" gap="4" maxW="md">
        <Flex
          boxSize="12"
          align="center"
          justify="center"
          rounded="full"
          bg={authRequired ? 'bg.muted' : 'red.subtle'}
          color={authRequired ? 'fg.muted' : 'red.fg'}
        >
          <Icon boxSize="22px" />
        </Flex>
        <Heading as="h2" size="lg">
          {authRequired ? t('shell.pageError.authTitle') : (title ?? t('shell.pageError.title'))}
        </Heading>
        <Text color="fg.muted">{pageErrorMessage(error, asTranslate(t))}</Text>
        {authRequired ? (
          <Button onClick={onSignIn}>{t('shell.pageError.signIn')}</Button>
        ) : (
          <Button
            variant="outline"
            onClick={onRetry}
            loading={retrying}
            loadingText={t('shell.pageError.retry')}
          >
            {t('shell.pageError.retry')}
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
