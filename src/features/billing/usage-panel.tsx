import { Box, Flex, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';

import { getGetTokenUsageQueryKey, useGetTokenUsage } from '@/api/generated/endpoints/usage/usage';
import { LIVE_FIGURES } from '@/api/live-figures';
import { unreadableCount } from '@/api/unreadable-items';
import { formatDate, useTranslation } from '@/i18n';
import { ChunkErrorBoundary } from '@/ui/chunk-error';
import { RefreshControl } from '@/ui/refresh-control';
import { SegmentedRadio } from '@/ui/segmented-radio';
import { UnreadableNotice } from '@/ui/unreadable-notice';

import { Panel, PanelEmpty, PanelError, PanelSkeleton } from './panel';
import type { UsageView } from './usage-chart';
import { lastDays, USAGE_PERIODS, type DateRange, type UsagePeriod } from '@/config/dates';
import { answeredPeriod } from './usage-period';
import { summariseUsage, type UsageSummary } from './usage-summary';
import { formatTokens, formatUsageMoney } from './usage-format';
import { ExportButton } from './usage-export-button';
import { UsageKeyTable } from './usage-key-table';
import { UsageTable } from './usage-table';

// uPlot loads with the chart, after the page's first paint.
const UsageChart = lazy(() => import('./usage-chart'));

const VIEWS = ['tokens', 'models', 'cost'] as const satisfies readonly UsageView[];
const TABLE_SPLITS = ['model', 'key'] as const;
type TableSplit = (typeof TABLE_SPLITS)[number];

interface UsagePanelProps {
  days: UsagePeriod;
  onDaysChange: (days: UsagePeriod) => void;
}

/**
 * `GET /v1/usage/tokens` over the last 7, 30 or 90 days: totals, a chart per day (input vs output, per
 * model, cost), a table per model and its CSV. The same days as an API key's usage for the same period.
 */
export function UsagePanel({ days, onDaysChange }: UsagePanelProps) {
  const { t } = useTranslation();
  const range = lastDays(days);
  const queryClient = useQueryClient();
  // The route starts the runway's period only; another period is this hook's own call.
  const usage = useGetTokenUsage(range, { query: { ...LIVE_FIGURES, placeholderData: keepPreviousData } });
  const summary = useMemo(() => (usage.data ? summariseUsage(usage.data) : undefined), [usage.data]);
  const day = (value: string) => formatDate(value, { dateStyle: 'short', timeZone: 'UTC' });
  // The days the answer covers, which the platform decides (while a new period loads, the one asked for).
  const shown = answeredPeriod(usage.isPlaceholderData ? undefined : usage.data?.period, range);

  return (
    <Panel
      title={t('pages.billing.usage.heading')}
      actions={
        <HStack gap="3" wrap="wrap">
          <RefreshControl
            updatedAt={usage.dataUpdatedAt}
            fetching={usage.isFetching}
            // Every usage query of the page (the per-key table's too), not only the one timed here.
            onRefresh={() => queryClient.invalidateQueries({ queryKey: [getGetTokenUsageQueryKey()[0]] })}
          />
          {summary && summary.models.length > 0 && <ExportButton summary={summary} range={range} />}
        </HStack>
      }
    >
      <Stack gap="5" aria-busy={usage.isFetching}>
        <Flex gap="3" align="center" wrap="wrap">
          <SegmentedRadio
            label={t('pages.billing.usage.period')}
            value={String(days)}
            options={USAGE_PERIODS.map((value) => ({
              value: String(value),
              label: t('pages.billing.usage.days', { count: value }),
            }))}
            onChange={(value) => onDaysChange(Number(value) as UsagePeriod)}
          />
          <Text fontSize="sm" color="fg.muted" data-testid="usage-period">
            {t('pages.billing.usage.periodRange', { start: day(shown.start), end: day(shown.end) })}
          </Text>
        </Flex>
        {usage.isError && !summary ? (
          <PanelError
            error={usage.error}
            title={t('pages.billing.usage.loadFailed')}
            onRetry={() => void usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : !summary ? (
          <PanelSkeleton label={t('pages.billing.usage.loading')} lines={5} />
        ) : summary.models.length === 0 ? (
          <PanelEmpty hint={t('pages.billing.usage.emptyHint')}>{t('pages.billing.usage.empty')}</PanelEmpty>
        ) : (
          <Box opacity={usage.isPlaceholderData ? 0.6 : undefined} transition="opacity 0.2s">
            <UsageDetails summary={summary} range={range} />
          </Box>
        )}
        {/* Rows left out are not in the figures above: said so, so the totals are not taken as whole. */}
        <UnreadableNotice count={unreadableCount(usage.data, 'usage.daily')}>
          {t('pages.billing.usage.unreadable', { count: unreadableCount(usage.data, 'usage.daily') })}
        </UnreadableNotice>
      </Stack>
    </Panel>
  );
}

function UsageDetails({ summary, range }: { summary: UsageSummary; range: DateRange }) {
  const { t } = useTranslation();
  const [view, setView] = useState<UsageView>('tokens');
  const [split, setSplit] = useState<TableSplit>('model');
  const totals = [
    ['input', formatTokens(summary.totals.input)],
    ['output', formatTokens(summary.totals.output)],
    ['total', formatTokens(summary.totals.total)],
    ['cost', formatUsageMoney(summary.totals.micros)],
  ] as const;

  return (
    <Stack gap="5">
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" data-testid="usage-totals">
        {totals.map(([key, value]) => (
          <Box key={key} borderWidth="1px" rounded="md" p="3" minW="0">
            <Text as="dt" fontSize="xs" color="fg.muted">
              {t(`pages.billing.usage.${key}`)}
            </Text>
            <Text
              as="dd"
              fontSize="lg"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              data-total={key}
            >
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mt="-3">
        {t('pages.billing.usage.totalsNote')}
      </Text>
      <Stack gap="3">
        <SegmentedRadio
          label={t('pages.billing.usage.view')}
          value={view}
          options={VIEWS.map((value) => ({ value, label: t(`pages.billing.usage.views.${value}`) }))}
          onChange={setView}
        />
        <ChunkErrorBoundary>
          <Suspense
            fallback={
              <Stack role="status" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {t('pages.billing.usage.chartLoading')}
                </Text>
                <Skeleton h="56" />
              </Stack>
            }
          >
            <UsageChart summary={summary} view={view} />
          </Suspense>
        </ChunkErrorBoundary>
      </Stack>
      <Stack gap="3">
        <SegmentedRadio
          label={t('pages.billing.usage.tableSplit')}
          value={split}
          options={TABLE_SPLITS.map((value) => ({
            value,
            label: t(value === 'model' ? 'pages.billing.usage.byModel' : 'pages.billing.usage.byKey'),
          }))}
          onChange={setSplit}
        />
        {split === 'model' ? <UsageTable summary={summary} /> : <UsageKeyTable range={range} />}
      </Stack>
    </Stack>
  );
}
