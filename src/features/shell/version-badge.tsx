import { Badge, HStack, Text, Tooltip } from '@chakra-ui/react';
import { APP_VERSION, currentVersionInfo } from '@/config';
import { formatDateTime, useTranslation } from '@/i18n';

/**
 * The compact version label (spec section 2): the version, a type badge when not production, and a tooltip
 * with the environment and build time.
 */
export function VersionBadge() {
  const { t } = useTranslation();
  const info = currentVersionInfo();
  const environment = t(`layout.environments.${info.versionType}`);
  const tooltip = info.buildTime
    ? t('layout.versionTooltip', { environment, buildTime: formatDateTime(info.buildTime) })
    : t('layout.versionTooltipNoBuild', { environment });

  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <HStack
          as="span"
          gap="1.5"
          tabIndex={0}
          rounded="sm"
          aria-label={`${t('version.label', { version: APP_VERSION })}, ${tooltip}`}
        >
          <Text as="span" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            v{info.version}
          </Text>
          {info.showTypeBadge && (
            <Badge
              size="xs"
              colorPalette={info.versionType === 'staging' ? 'red' : 'orange'}
              variant="surface"
            >
              {info.versionType}
            </Badge>
          )}
        </HStack>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{tooltip}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
