import { Grid, Stack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import type { ModelPrices } from '../catalogue';
import type { ChatRun } from '../playground/use-chat-run';
import { CompareColumn } from './compare-column';
import type { bestOf } from './compare-results';

interface CompareResultsProps {
  /** Each slot's run, in slot order. */
  runs: readonly ChatRun[];
  slots: readonly string[];
  best: ReturnType<typeof bestOf>;
  pricesOf: (id: string) => ModelPrices | undefined;
}

/** The replies side by side, one column per chosen model, with the fastest and cheapest marked. */
export function CompareResults({ runs, slots, best, pricesOf }: CompareResultsProps) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" mt="8" aria-label={t('pages.models.compare.results')}>
      <Text as="h2" fontWeight="semibold" textStyle="lg">
        {t('pages.models.compare.results')}
      </Text>
      <Grid
        templateColumns={{
          base: '1fr',
          md: `repeat(${Math.max(slots.filter((id) => id !== '').length, 1)}, minmax(0, 1fr))`,
        }}
        gap="3"
      >
        {runs.map((run, index) => {
          const id = slots[index] ?? '';
          if (!id && run.status === 'idle') return null;
          return (
            <CompareColumn
              key={index}
              modelId={id}
              run={run}
              prices={pricesOf(run.status === 'idle' ? id : run.request.model)}
              fastest={best.fastest === index}
              cheapest={best.cheapest === index}
            />
          );
        })}
      </Grid>
    </Stack>
  );
}
