import { Text, type TextProps } from '@chakra-ui/react';

import { APP_VERSION } from '@/config';
import { useTranslation } from '@/i18n';

/** The compact version label (spec section 2). The type badge and tooltip come with the shell. */
export function VersionLabel(props: TextProps) {
  const { t } = useTranslation();
  return (
    <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" {...props}>
      {t('version.label', { version: APP_VERSION })}
    </Text>
  );
}
