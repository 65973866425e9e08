import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';

import { useGetTokenUsage } from '@/api/generated/endpoints/usage/usage';
import { ApiError } from '@/api/api-error';
import { LIVE_FIGURES } from '@/api/live-figures';
import { useTranslation } from '@/i18n';

import { PanelError, PanelSkeleton } from './panel';
import { isMissingOperation } from './plan-change-preview';
import { usageByKey, type SourceUsage } from './usage-by-key';
import { formatTokens, formatUsageMoney } from './usage-format';
import { usageLines } from './usage-lines';
import type { DateRange } from '@/config/dates';

const isRejectedParameter = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * Usage per API key over the period (the proposed `group_by=key`): revoked keys stay, marked, and playground
 * calls made without a key are the console's row, so the keys add up to the account.
 */
export function UsageKeyTable({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const usage = useGetTokenUsage({ ...range, group_by: 'key' }, { query: LIVE_FIGURES });
  const rows = useMemo(() => (usage.data ? usageByKey(usageLines(usage.data)) : undefined), [usage.data]);
  // A platform without the proposed split answers that it does not know the parameter or the route.
  if (usage.isError && !rows && (isMissingOperation(usage.error) || isRejectedParameter(usage.error))) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('pages.billing.usage.byKeyUnavailable')}
      </Text>
    );
  }
  if (usage.isError && !rows) {
    return (
      <PanelError
        error={usage.error}
        title={t('pages.billing.usage.loadFailed')}
        onRetry={() => void usage.refetch()}
        retrying={usage.isFetching}
      />
    );
  }
  if (!rows) return <PanelSkeleton label={t('pages.billing.usage.loading')} lines={4} />;
  if (rows.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('pages.billing.usage.byKeyUnavailable')}
      </Text>
    );
  }
  const sum = (pick: (row: SourceUsage) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root
        size="sm"
        data-testid="usage-key-table"
        css={{ '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'end' } }}
      >
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {t('pages.billing.usage.byKey')}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('pages.billing.usage.apiKey')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.input')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.output')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.cost')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.source.kind === 'key' ? row.source.id : row.source.kind}>
              <Table.Cell>
                <SourceName source={row.source} />
              </Table.Cell>
              <Table.Cell>{formatTokens(row.input)}</Table.Cell>
              <Table.Cell>{formatTokens(row.output)}</Table.Cell>
              <Table.Cell>{formatTokens(row.total)}</Table.Cell>
              <Table.Cell>{formatUsageMoney(row.micros)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>{t('pages.billing.usage.totals')}</Table.Cell>
            <Table.Cell>{formatTokens(sum((row) => row.input))}</Table.Cell>
            <Table.Cell>{formatTokens(sum((row) => row.output))}</Table.Cell>
            <Table.Cell>{formatTokens(sum((row) => row.total))}</Table.Cell>
            <Table.Cell>{formatUsageMoney(sum((row) => row.micros))}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function SourceName({ source }: { source: SourceUsage['source'] }) {
  const { t } = useTranslation();
  if (source.kind !== 'key') {
    return <Text as="span">{t('pages.billing.usage.console')}</Text>;
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span" wordBreak="break-word">
        {source.name}
      </Text>
      {!source.active && (
        <Badge size="sm" variant="outline" colorPalette="gray">
          {t('pages.billing.usage.keyRevoked')}
        </Badge>
      )}
    </HStack>
  );
}
