import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import type { SignOutFailureReason } from './server-logout';

interface SignOutFailedProps {
  readonly reason: SignOutFailureReason;
  readonly retrying: boolean;
  readonly onRetry: () => void;
  /** The page's own heading level: the /signout screen's title, or a section of the auth page. */
  readonly headingLevel: 'h1' | 'h2';
  /** Another way out, next to Try again (the /signout screen's way back to the console). */
  readonly children?: ReactNode;
}

/**
 * Sign-out did not complete, in place: why, what it means (the session may still be valid here) and Try
 * again. Announced, and focus moves to it, so a keyboard or screen-reader user meets it first.
 */
export function SignOutFailed({ reason, retrying, onRetry, headingLevel, children }: SignOutFailedProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // On showing, and again when a retry fails too: the user meets the answer, not a button gone idle.
  useEffect(() => {
    if (!retrying) headingRef.current?.focus();
  }, [retrying]);
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="l3"
      px="5"
      py="4"
      w="full"
    >
      <Stack gap="3" textAlign="start">
        <Heading as={headingLevel} size="md" ref={headingRef} tabIndex={-1} outline="none">
          {t('auth.signOut.failed.title')}
        </Heading>
        <Text>{t(`auth.signOut.failed.${reason === 'unreachable' ? 'unreachable' : 'serverError'}`)}</Text>
        <Text>{t('auth.signOut.failed.stillSignedIn')}</Text>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            onClick={onRetry}
            loading={retrying}
            loadingText={t('auth.signOut.title')}
          >
            {t('auth.signOut.failed.retry')}
          </Button>
          {children}
        </HStack>
      </Stack>
    </Box>
  );
}
