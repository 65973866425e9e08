import { Box, HStack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import type { EndpointStatus } from './catalogue';

const COLORS: Record<EndpointStatus, string> = {
  up: 'green.solid',
  down: 'red.solid',
  degraded: 'orange.solid',
  unknown: 'border.emphasized',
};

/** Whether the model's endpoint is up (health's `chatEndpoints`): a dot and a word, never colour alone. */
export function EndpointStatusLabel({ status }: { status: EndpointStatus }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" whiteSpace="nowrap">
      <Box boxSize="2" rounded="full" bg={COLORS[status]} flexShrink={0} aria-hidden />
      <Text as="span" color={status === 'unknown' ? 'fg.muted' : undefined}>
        {t(`pages.models.status.${status}`)}
      </Text>
    </HStack>
  );
}
