import { Button, Flex, Stack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import { FullScreen } from '../version';

// The browser fetches index.html again, and with it the current version's files.
const reloadPage = () => window.location.reload();

interface ChunkErrorStateProps {
  /** Fills the viewport (nothing else of the console could load), rather than the place of one part. */
  fullScreen?: boolean;
  /** Replaceable in tests; reloads the page by default. */
  onReload?: () => void;
}

/**
 * In place of a part of the console whose code could not load: says a new version may be out or the part
 * could not be fetched, and reloads the page. Never shows the error itself (it names the file's address).
 */
export function ChunkErrorState({ fullScreen = false, onReload = reloadPage }: ChunkErrorStateProps) {
  const { t } = useTranslation();
  const message = (
    <Stack role="alert" align="center" textAlign="center" gap="4" maxW="md">
      <Text fontWeight="medium">{t('shell.chunkError.message')}</Text>
      <Button onClick={onReload}>{t('shell.chunkError.reload')}</Button>
    </Stack>
  );
  return fullScreen ? (
    <FullScreen justify="center" align="center" px="4" py="16">
      {message}
    </FullScreen>
  ) : (
    <Flex justify="center" align="center" px="4" py="8">
      {message}
    </Flex>
  );
}
