import { Badge, Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import type { ModelPrices } from '../catalogue';
import { usageCost } from '../cost';
import { RunStats } from '../playground/run-stats';
import { TestError } from '../playground/test-error';
import type { ChatRun } from '../playground/use-chat-run';

interface CompareColumnProps {
  modelId: string;
  run: ChatRun;
  prices: ModelPrices | undefined;
  fastest: boolean;
  cheapest: boolean;
}

/** One model's answer in the comparison: reply, latency, tokens and cost. */
export function CompareColumn({ modelId, run, prices, fastest, cheapest }: CompareColumnProps) {
  const { t } = useTranslation();
  // A result belongs to the model it was run with, even if the choice changed since.
  const shownId = run.status === 'idle' ? modelId : run.request.model;
  const usage = run.status === 'done' ? run.usage : undefined;
  return (
    <Stack
      as="section"
      aria-label={shownId}
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      minW="0"
      aria-busy={run.status === 'running'}
    >
      <Stack gap="1">
        <Text as="h3" fontWeight="semibold" wordBreak="break-word">
          {shownId}
        </Text>
        {(fastest || cheapest) && (
          <HStack gap="1">
            {fastest && (
              <Badge colorPalette="green" variant="subtle">
                {t('pages.models.compare.fastest')}
              </Badge>
            )}
            {cheapest && (
              <Badge colorPalette="brand" variant="subtle">
                {t('pages.models.compare.cheapest')}
              </Badge>
            )}
          </HStack>
        )}
      </Stack>
      {run.status === 'idle' ? (
        <Text color="fg.muted" textStyle="sm">
          {t('pages.models.compare.idle')}
        </Text>
      ) : run.status === 'failed' ? (
        <TestError error={run.error} usedKey={false} />
      ) : (
        <>
          <Box
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            textStyle="sm"
            maxH="72"
            overflowY="auto"
            p="3"
            rounded="md"
            bg="bg.subtle"
            tabIndex={0}
            aria-label={t('pages.models.test.reply')}
            role="region"
          >
            {run.content ||
              (run.status === 'running' ? (
                <HStack color="fg.muted" gap="2">
                  <Spinner size="xs" />
                  <Text as="span">{t('pages.models.test.waiting')}</Text>
                </HStack>
              ) : (
                <Text as="span" color="fg.muted">
                  {t('pages.models.test.replyEmpty')}
                </Text>
              ))}
          </Box>
          {run.status === 'done' && (
            <Box role="status">
              {run.stopped && (
                <Text color="fg.muted" textStyle="xs" mb="2">
                  {t('pages.models.test.stopped')}
                </Text>
              )}
              <RunStats
                latencyMs={run.latencyMs}
                firstTokenMs={run.firstTokenMs}
                tokens={
                  usage && {
                    input: usage.prompt_tokens,
                    output: usage.completion_tokens,
                    total: usage.total_tokens,
                  }
                }
                cost={usage && prices ? usageCost(prices, usage) : undefined}
              />
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
