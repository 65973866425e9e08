import { Box, Grid, Text } from '@chakra-ui/react';

import { formatNumber, useTranslation } from '@/i18n';

import { formatCost } from '../cost';

export interface TokenCounts {
  readonly input: number;
  readonly output: number;
  readonly total: number;
}

interface RunStatsProps {
  latencyMs: number;
  /** Streaming: until the first token. */
  firstTokenMs?: number;
  /** Missing when the call was stopped before the usage came. */
  tokens?: TokenCounts;
  /** Euros; missing without usage or prices. */
  cost?: number;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" color="fg.muted" textStyle="xs">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}

/** A test's latency in ms, its input/output/total tokens and what it cost. */
export function RunStats({ latencyMs, firstTokenMs, tokens, cost }: RunStatsProps) {
  const { t } = useTranslation();
  const ms = (value: number) => t('pages.models.test.ms', { value: formatNumber(value) });
  return (
    <Grid
      as="dl"
      templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(auto-fit, minmax(8rem, 1fr))' }}
      gap="3"
    >
      <Stat label={t('pages.models.test.latency')} value={ms(latencyMs)} />
      {firstTokenMs !== undefined && (
        <Stat label={t('pages.models.test.firstToken')} value={ms(firstTokenMs)} />
      )}
      <Stat
        label={t('pages.models.test.tokens')}
        value={
          tokens
            ? t('pages.models.test.tokensDetail', {
                input: formatNumber(tokens.input),
                output: formatNumber(tokens.output),
                total: formatNumber(tokens.total),
              })
            : t('pages.models.test.tokensUnknown')
        }
      />
      {cost !== undefined && <Stat label={t('pages.models.test.cost')} value={formatCost(cost)} />}
    </Grid>
  );
}
