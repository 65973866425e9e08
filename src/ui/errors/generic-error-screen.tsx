import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';

import { TriangleAlertIcon } from '@/ui/icons';
import { useTranslation } from '@/i18n';
import { FullScreen } from '@/ui/version';
import { ChunkErrorState, isChunkLoadError } from '@/ui/chunk-error';

interface GenericErrorScreenProps {
  /** What went wrong: never shown (it may name a file's address); code that could not load has its message. */
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
  if (isChunkLoadError(error)) return <ChunkErrorState fullScreen onReload={onRefresh} />;
  return (
    <FullScreen as="main" align="center" justify="center" px="6" py="16" bg="bg">
      <Stack role="alert" align="center" textAlign="center" gap="5" maxW="lg">
        <Flex boxSize="16" align="center" justify="center" rounded="full" bg="red.subtle" color="red.fg">
          <TriangleAlertIcon boxSize="28px" />
        </Flex>
        <Heading as="h1" size="3xl">
          {t('shell.genericError.title')}
        </Heading>
        <Text color="fg.muted">{t('shell.genericError.body')}</Text>
        <Box pt="2">
          <Button onClick={onRefresh}>{t('shell.genericError.refresh')}</Button>
        </Box>
      </Stack>
    </FullScreen>
  );
}
