import { Box } from '@chakra-ui/react';
import type { TFunction } from '@/i18n';
import type { ReactNode } from 'react';

import type { VersionInfo } from '@/config/version';
import { addStrings, useTranslation } from '@/i18n';
import { formatDateTime } from '@/i18n/format';
import { versionDetailsEn } from '@/i18n/version-details.en';
import { versionDetailsSv } from '@/i18n/version-details.sv';

// The tooltip's strings, in both languages, join the catalogue with its chunk: the first screen carries the
// label but not its tooltip.
addStrings({ en: { versionDetails: versionDetailsEn }, sv: { versionDetails: versionDetailsSv } });

/** What the tooltip says: the environment (from the host), the build time, and the build type of rc/pr builds. */
function versionTooltip(t: TFunction, info: VersionInfo): string {
  const parts: string[] = [
    t('versionDetails.environment', { environment: t(`versionDetails.environments.${info.environment}`) }),
  ];
  if (info.buildTime) parts.push(t('versionDetails.built', { time: formatDateTime(info.buildTime) }));
  if (info.versionType === 'rc' || info.versionType === 'pr') {
    parts.push(t('versionDetails.buildType', { type: t(`versionDetails.buildTypes.${info.versionType}`) }));
  }
  return parts.join(' · ');
}

export interface VersionTooltipProps {
  readonly id: string;
  readonly info: VersionInfo;
  readonly placement: 'top' | 'bottom';
  readonly align: 'center' | 'end';
}

/** The version label's tooltip, in its own chunk with its strings (loaded on the label's first hover or focus). */
export default function VersionTooltip({ id, info, placement, align }: VersionTooltipProps): ReactNode {
  const { t } = useTranslation();
  // The padding bridges the gap to the label: the pointer can move onto the tooltip without closing it.
  return (
    <Box
      position="absolute"
      zIndex="tooltip"
      {...(placement === 'top' ? { bottom: '100%', pb: '1.5' } : { top: '100%', pt: '1.5' })}
      {...(align === 'center' ? { left: '50%', transform: 'translateX(-50%)' } : { right: '0' })}
    >
      <Box
        id={id}
        role="tooltip"
        bg="bg.inverted"
        color="fg.inverted"
        fontSize="xs"
        px="2.5"
        py="1"
        rounded="sm"
        shadow="xs"
        whiteSpace="nowrap"
      >
        {versionTooltip(t, info)}
      </Box>
    </Box>
  );
}
