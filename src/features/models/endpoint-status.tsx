import { Box, HStack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import type { EndpointStatus } from './catalogue';

const COLORS: Record<EndpointStatus['kind'], string> = {
  up: 'green.solid',
  down: 'red.solid',
  degraded: 'orange.solid',
  unknown: 'border.emphasized',
  other: 'border.emphasized',
};

/**
 * Whether the model's endpoint is up (health's `chatEndpoints`): a dot and a word, never colour alone. A word
 * the console does not know is shown as the platform sent it.
 */
export function EndpointStatusLabel({ status }: { status: EndpointStatus }) {
  const { t } = useTranslation();
  const known = status.kind !== 'unknown' && status.kind !== 'other';
  return (
    <HStack gap="2" whiteSpace="nowrap">
      <Box boxSize="2" rounded="full" bg={COLORS[status.kind]} flexShrink={0} aria-hidden />
      <Text as="span" color={known ? undefined : 'fg.muted'}>
        {status.kind === 'other' ? status.word : t(`pages.models.status.${status.kind}`)}
      </Text>
    </HStack>
  );
}
