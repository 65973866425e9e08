import { Stack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import { formatCost, type CostEstimate } from '../cost';

/** The cost before sending: tokens estimated from characters, output up to max_tokens. */
export function CostEstimateLine({
  estimate,
  kind,
}: {
  estimate: CostEstimate | undefined;
  kind: 'chat' | 'embedding';
}) {
  const { t } = useTranslation();
  if (!estimate) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {t('pages.models.test.notPriced')}
      </Text>
    );
  }
  return (
    <Stack gap="0" textStyle="sm">
      <Text fontWeight="medium">
        {kind === 'chat'
          ? t('pages.models.test.estimate', { cost: formatCost(estimate.cost) })
          : t('pages.models.test.estimateAbout', { cost: formatCost(estimate.cost) })}
      </Text>
      <Text color="fg.muted" textStyle="xs">
        {kind === 'chat'
          ? t('pages.models.test.estimateChatDetail', {
              input: estimate.inputTokens,
              output: estimate.outputTokens,
            })
          : t('pages.models.test.estimateEmbeddingDetail', { input: estimate.inputTokens })}
      </Text>
    </Stack>
  );
}
