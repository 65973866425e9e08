import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';

import { useTranslation } from '@/i18n';
import { RefreshControl } from '@/ui/refresh-control';
import { ChunkErrorBoundary } from '@/ui/chunk-error';
import { useAfterFirstPaint } from '@/ui/use-after-first-paint';

import { usePeriodTokenUsage } from './account-queries';
import { dailyUsage } from './daily-usage';
import { formatCount } from './format';
import { Panel, PanelContent } from './panel';

// uPlot comes with the chart's own chunk, asked for after the page's first paint: the overview's figures
// do not wait for it.
let chartLoading = false;
const UsageChart = lazy(() => {
  chartLoading = true;
  return import('./usage-chart');
});
const CHART_HEIGHT = 160;

/** Tokens per day this billing period (`GET /v1/usage/tokens`), all models together, as a bar chart. */
export function UsagePanel() {
  const { t } = useTranslation();
  const usage = usePeriodTokenUsage();
  const daily = useMemo(() => (usage.data ? dailyUsage(usage.data) : undefined), [usage.data]);
  const chartShown = useAfterFirstPaint(chartLoading);
  return (
    <Panel
      title={t('pages.overview.usage.title')}
      link={{ to: '/billing', label: t('pages.overview.wallet.link') }}
      actions={
        <RefreshControl
          updatedAt={usage.dataUpdatedAt}
          fetching={usage.isFetching}
          onRefresh={usage.refetch}
        />
      }
    >
      <PanelContent
        query={{ ...usage, data: daily }}
        skeleton={
          <Stack gap="3">
            <Skeleton h="4" w="48" />
            <Skeleton h={`${CHART_HEIGHT}px`} />
          </Stack>
        }
        errorTitle={t('pages.overview.usage.loadFailed')}
      >
        {(data) =>
          data.total === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('pages.overview.usage.empty')}
            </Text>
          ) : (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('pages.overview.usage.total', { total: formatCount(data.total) })}
              </Text>
              <ChunkErrorBoundary>
                <Suspense fallback={<Skeleton h={`${CHART_HEIGHT}px`} />}>
                  {chartShown ? (
                    <UsageChart daily={data} height={CHART_HEIGHT} />
                  ) : (
                    <Skeleton h={`${CHART_HEIGHT}px`} />
                  )}
                </Suspense>
              </ChunkErrorBoundary>
            </Stack>
          )
        }
      </PanelContent>
    </Panel>
  );
}
