import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MessageSquarePlus } from 'lucide-react';

import { useTranslation } from '@/i18n';

import type { ModelPrices } from '../catalogue';
import { usageCost } from '../cost';
import { RunStats } from './run-stats';
import type { ChatRun } from './use-chat-run';

interface ChatReplyProps {
  run: Exclude<ChatRun, { status: 'idle' | 'failed' }>;
  prices: ModelPrices | undefined;
  /** Adds the reply to the conversation as the assistant's message. */
  onUseReply?: () => void;
}

/** The reply as it arrives (streaming) or at once, then its latency, tokens and cost. */
export function ChatReply({ run, prices, onUseReply }: ChatReplyProps) {
  const { t } = useTranslation();
  const running = run.status === 'running';
  const usage = run.status === 'done' ? run.usage : undefined;
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        {t('pages.models.test.reply')}
      </Text>
      <Box
        aria-busy={running}
        aria-label={t('pages.models.test.reply')}
        role="region"
        p="4"
        rounded="md"
        borderWidth="1px"
        bg="bg.subtle"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        minH="16"
        data-testid="chat-reply"
      >
        {run.content ||
          (running ? (
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
      {/* A polite status: read once when the test ends, never token by token. */}
      <Box role="status">
        {run.status === 'done' && (
          <Stack gap="3">
            {run.stopped && (
              <Text color="fg.muted" textStyle="sm">
                {t('pages.models.test.stopped')}
              </Text>
            )}
            {run.finishReason === 'length' && (
              <Text color="fg.muted" textStyle="sm">
                {t('pages.models.test.truncated')}
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
          </Stack>
        )}
      </Box>
      {run.status === 'done' && run.content && onUseReply && (
        <Button alignSelf="flex-start" size="xs" variant="ghost" onClick={onUseReply}>
          <MessageSquarePlus aria-hidden />
          {t('pages.models.test.useReply')}
        </Button>
      )}
    </Stack>
  );
}
