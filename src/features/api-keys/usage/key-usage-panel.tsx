import { Box, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useGetApiKeyUsage, useListApiKeys } from '@/api/generated/endpoints/api-keys/api-keys';
import type { ApiKeyAsRead } from '@/api/as-read';
import { LIVE_FIGURES_ON_OPEN } from '@/api/live-figures';
import { unreadableCount } from '@/api/unreadable-items';
import { PageErrorState } from '@/ui/errors';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { formatDate, formatDateTime, formatNumber, useTranslation } from '@/i18n';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts';
import { RefreshControl } from '@/ui/refresh-control';
import { SegmentedRadio } from '@/ui/segmented-radio';

import { lastDays, USAGE_PERIODS, type UsagePeriod } from '@/config/dates';
import { summariseUsage } from './usage-summary';

interface KeyUsagePanelProps {
  apiKey: ApiKeyAsRead;
  days: UsagePeriod;
  onDaysChange: (days: UsagePeriod) => void;
}

/** `GET /v1/api-keys/{id}/usage` over the chosen period: totals, a chart of requests per day, per model. */
export default function KeyUsagePanel({ apiKey, days, onDaysChange }: KeyUsagePanelProps) {
  const { t } = useTranslation();
  const range = lastDays(days);
  const usage = useGetApiKeyUsage(apiKey.id, range, {
    query: { ...LIVE_FIGURES_ON_OPEN, placeholderData: keepPreviousData },
  });
  // The page's list holds the key's last use: asked again with the usage, so both say the same.
  const keys = useListApiKeys({ query: LIVE_FIGURES_ON_OPEN });
  const { start_date, end_date } = range;
  const summary = useMemo(
    () => (usage.data ? summariseUsage(usage.data, { start_date, end_date }) : undefined),
    [usage.data, start_date, end_date],
  );
  const unreadable = unreadableCount(usage.data, 'requests.daily') + unreadableCount(usage.data, 'models');
  const series = useMemo<ChartSeries[]>(
    () => (summary ? [{ label: t('pages.apiKeys.usage.requests'), values: summary.requests }] : []),
    [summary, t],
  );

  const periods = USAGE_PERIODS.map((value) => ({
    value: String(value),
    label: t('pages.apiKeys.usage.days', { count: value }),
  }));

  return (
    <Stack gap="6" aria-busy={usage.isFetching}>
      <Stack gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" data-testid="key-last-used">
            {apiKey.lastUsed
              ? t('pages.apiKeys.usage.lastUsed', { date: formatDateTime(apiKey.lastUsed) })
              : t('pages.apiKeys.usage.neverUsed')}
          </Text>
          <RefreshControl
            updatedAt={Math.min(usage.dataUpdatedAt, keys.dataUpdatedAt)}
            fetching={usage.isFetching || keys.isFetching}
            onRefresh={() => Promise.all([usage.refetch(), keys.refetch()])}
          />
        </Flex>
        <Box>
          <SegmentedRadio
            label={t('pages.apiKeys.usage.period')}
            value={String(days)}
            options={periods}
            onChange={(value) => onDaysChange(Number(value) as UsagePeriod)}
          />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t('pages.apiKeys.usage.periodRange', {
            start: formatDate(range.start_date, { dateStyle: 'short', timeZone: 'UTC' }),
            end: formatDate(range.end_date, { dateStyle: 'short', timeZone: 'UTC' }),
          })}
        </Text>
      </Stack>

      {usage.isError && !summary ? (
        <PageErrorState
          error={usage.error}
          title={t('pages.apiKeys.usage.loadFailed')}
          onRetry={() => void usage.refetch()}
          retrying={usage.isFetching}
        />
      ) : !summary ? (
        <Stack role="status" gap="4">
          <Text color="fg.muted">{t('pages.apiKeys.usage.loading')}</Text>
          <Box h="56" bg="bg.muted" rounded="md" />
        </Stack>
      ) : (
        <>
          <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="3">
            {(
              [
                ['totalRequests', summary.totals.requests],
                ['inputTokens', summary.totals.input],
                ['outputTokens', summary.totals.output],
                ['totalTokens', summary.totals.total],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} borderWidth="1px" rounded="md" p="3">
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {t(`pages.apiKeys.usage.${label}`)}
                </Text>
                <Text as="dd" fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatNumber(value)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>

          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('pages.apiKeys.usage.chartTitle')}
            </Heading>
            <TimeSeriesChart
              title={t('pages.apiKeys.usage.chartTitle')}
              dayLabel={t('pages.apiKeys.usage.date')}
              days={summary.days}
              series={series}
              formatValue={formatNumber}
            />
            {summary.totals.requests === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('pages.apiKeys.usage.noRequests')}
              </Text>
            )}
          </Stack>

          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('pages.apiKeys.usage.byModel')}
            </Heading>
            {summary.models.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('pages.apiKeys.usage.noModels')}
              </Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root
                  size="sm"
                  css={{ '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'end' } }}
                >
                  <Table.Header>
                    <Table.Row bg="bg.muted">
                      <Table.ColumnHeader>{t('pages.apiKeys.usage.model')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('pages.apiKeys.usage.requests')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('pages.apiKeys.usage.inputTokens')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('pages.apiKeys.usage.outputTokens')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('pages.apiKeys.usage.totalTokens')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {summary.models.map((model) => (
                      <Table.Row key={model.id}>
                        <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                          {model.id}
                        </Table.Cell>
                        <Table.Cell>{formatNumber(model.requests)}</Table.Cell>
                        <Table.Cell>{formatNumber(model.input)}</Table.Cell>
                        <Table.Cell>{formatNumber(model.output)}</Table.Cell>
                        <Table.Cell>{formatNumber(model.total)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                  <Table.Footer>
                    <Table.Row fontWeight="semibold">
                      <Table.Cell>{t('pages.apiKeys.usage.total')}</Table.Cell>
                      <Table.Cell>{formatNumber(summary.totals.requests)}</Table.Cell>
                      <Table.Cell>{formatNumber(summary.totals.input)}</Table.Cell>
                      <Table.Cell>{formatNumber(summary.totals.output)}</Table.Cell>
                      <Table.Cell>{formatNumber(summary.totals.total)}</Table.Cell>
                    </Table.Row>
                  </Table.Footer>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
          <UnreadableNotice count={unreadable}>
            {t('pages.apiKeys.usage.unreadable', { count: unreadable })}
          </UnreadableNotice>
        </>
      )}
    </Stack>
  );
}
