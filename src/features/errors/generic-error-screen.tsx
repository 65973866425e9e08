import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';

import { TriangleAlertIcon } from '@/features/shell/icons';
import { useTranslation } from '@/i18n';

interface GenericErrorScreenProps {
  /** What went wrong; shown only in development builds. */
  error?: unknown;
  /** Reloads the page; replaceable in tests. */
  onRefresh?: () => void;
}

const reload = () => window.location.reload();

/**
 * 'Something went wrong' with 'Refresh Page' (spec section 2): the last resort when rendering failed,
 * e.g. the router's root `errorComponent`. Takes the router's error props as they are.
 */
export function GenericErrorScreen({ error, onRefresh = reload }: GenericErrorScreenProps) {
  const { t } = useTranslation();
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px="6" py="16" bg="bg">
      <Stack role="alert" align="center" textAlign="center" gap="5" maxW="lg">
        <Flex boxSize="16" align="center" justify="center" rounded="full" bg="red.subtle" color="red.fg">
          <TriangleAlertIcon boxSize="28px" />
        </Flex>
        <Heading as="h1" size="3xl">
          {t('shell.genericError.title')}
        </Heading>
        <Text color="fg.muted">{t('shell.genericError.body')}</Text>
        {detail && (
          <Box
            as="pre"
            maxW="full"
            whiteSpace="pre-wrap"
            textAlign="start"
            fontSize="sm"
            p="3"
            rounded="md"
            bg="bg.muted"
          >
            {detail}
          </Box>
        )}
        <Box pt="2">
          <Button onClick={onRefresh}>{t('shell.genericError.refresh')}</Button>
        </Box>
      </Stack>
    </Flex>
  );
}
