import { Box } from '@chakra-ui/react';

import { currentVersionInfo } from '@/config/version';
import { useTranslation } from '@/i18n';

/** The banner's height, one value for the banner and for what sits below it (the side menu). */
export const STAGE_BANNER_HEIGHT = '1.5rem';

/** The red STAGE banner with the version, on the staging host only (spec section 2), on every screen. */
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
      h={STAGE_BANNER_HEIGHT}
      lineHeight={STAGE_BANNER_HEIGHT}
      flexShrink="0"
      letterSpacing="wider"
    >
      {t('version.stageBanner', { version: info.version })}
    </Box>
  );
}
