import { Box, Field, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';

import { formatNumber, useTranslation } from '@/i18n';

import type { ModelPrices } from '../catalogue';
import { estimateEmbeddingCost, tokenCost } from '../cost';
import type { SnippetRequest } from '../snippets';
import { embeddingSnippetRequest, isSendShortcut } from './chat-form';
import { CostEstimateLine } from './cost-estimate';
import { RunStats } from './run-stats';
import { SendBar } from './send-bar';
import { TestError } from './test-error';
import { useEmbeddingRun } from './use-embedding-run';

interface EmbeddingTestProps {
  modelId: string;
  prices: ModelPrices | undefined;
  apiKey: string;
  /** Told the request the code tab shows whenever the text changes. */
  onSnippetRequest?: (request: SnippetRequest) => void;
}

// A vector's values as code writes them (decimal points), in every language: decimal commas would run into
// the commas between the values.
const valueFormat = new Intl.NumberFormat('en', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
  signDisplay: 'always',
});

/** Test an embedding model: the text in; the vector's dimension and first values, tokens, latency and cost. */
export function EmbeddingTest({ modelId, prices, apiKey, onSnippetRequest }: EmbeddingTestProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [missingInput, setMissingInput] = useState(false);
  const { run, start } = useEmbeddingRun();
  const running = run.status === 'running';
  const estimate = prices ? estimateEmbeddingCost(prices, input) : undefined;
  useEffect(() => onSnippetRequest?.(embeddingSnippetRequest(input)), [onSnippetRequest, input]);

  const send = () => {
    if (running) return;
    if (input.trim() === '') {
      setMissingInput(true);
      return;
    }
    start({ model: modelId, input, apiKey: apiKey || undefined });
  };

  return (
    <Stack asChild gap="5">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          send();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            send();
          }
        }}
      >
        <Field.Root invalid={missingInput && input.trim() === ''}>
          <Field.Label>{t('pages.models.test.input')}</Field.Label>
          <Textarea
            size="sm"
            autoresize
            minH="24"
            maxH="60"
            value={input}
            placeholder={t('pages.models.test.inputPlaceholder')}
            onChange={(event) => {
              setInput(event.target.value);
              if (event.target.value.trim()) setMissingInput(false);
            }}
          />
          <Field.ErrorText>{t('pages.models.test.inputRequired')}</Field.ErrorText>
        </Field.Root>
        <CostEstimateLine estimate={estimate} kind="embedding" />
        <SendBar running={running} />
        {run.status !== 'idle' && <Separator />}
        {run.status === 'failed' && <TestError error={run.error} usedKey={Boolean(run.request.apiKey)} />}
        <Box role="status">
          {run.status === 'done' && (
            <Stack gap="4">
              <Text as="h3" fontWeight="semibold">
                {t('pages.models.test.result')}
              </Text>
              <Stack as="dl" gap="3">
                <Box>
                  <Text as="dt" color="fg.muted" textStyle="xs">
                    {t('pages.models.test.dimensions')}
                  </Text>
                  <Text as="dd" fontWeight="semibold">
                    {formatNumber(run.result.dimensions)}
                  </Text>
                </Box>
                <Box>
                  <Text as="dt" color="fg.muted" textStyle="xs">
                    {t('pages.models.test.firstValues')}
                  </Text>
                  <Text as="dd" fontFamily="mono" textStyle="sm" wordBreak="break-word">
                    [{run.result.head.map((value) => valueFormat.format(value)).join(', ')}
                    {run.result.dimensions > run.result.head.length ? ', …' : ''}]
                  </Text>
                </Box>
              </Stack>
              <RunStats
                latencyMs={run.result.latencyMs}
                tokens={
                  run.result.tokens && {
                    input: run.result.tokens.prompt,
                    output: run.result.tokens.total - run.result.tokens.prompt,
                    total: run.result.tokens.total,
                  }
                }
                cost={
                  prices && run.result.tokens ? tokenCost(prices, run.result.tokens.prompt, 0) : undefined
                }
              />
            </Stack>
          )}
        </Box>
      </form>
    </Stack>
  );
}
