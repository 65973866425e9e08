import { Box } from '@chakra-ui/react';
import { currentVersionInfo } from '@/config';
import { useTranslation } from '@/i18n';

/** The red STAGE banner with the version, on the staging host only (spec section 2). */
export function StageBanner() {
  const { t } = useTranslation();
  const info = currentVersionInfo();
  if (!info.showStageBanner) return null;
  return (
    <Box
      role="note"
      bg="red.600"
      color="white"
      textAlign="center"
      fontSize="xs"
      fontWeight="bold"
      py="1"
      letterSpacing="wider"
    >
      {t('layout.stageBanner', { version: info.version })}
    </Box>
  );
}
