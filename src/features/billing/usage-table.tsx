import { Table } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import { formatTokens, formatUsageMoney } from './usage-format';
import type { UsageSummary } from './usage-summary';

/** Usage per model over the period; the footer is the sum of the rows as shown. */
export function UsageTable({ summary }: { summary: UsageSummary }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root
        size="sm"
        data-testid="usage-table"
        css={{ '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'end' } }}
      >
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {t('pages.billing.usage.byModel')}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('pages.billing.usage.model')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.input')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.output')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('pages.billing.usage.cost')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.models.map((model) => (
            <Table.Row key={model.model}>
              <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {model.model}
              </Table.Cell>
              <Table.Cell>{formatTokens(model.input)}</Table.Cell>
              <Table.Cell>{formatTokens(model.output)}</Table.Cell>
              <Table.Cell>{formatTokens(model.total)}</Table.Cell>
              <Table.Cell>{formatUsageMoney(model.micros)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>{t('pages.billing.usage.totals')}</Table.Cell>
            <Table.Cell>{formatTokens(summary.totals.input)}</Table.Cell>
            <Table.Cell>{formatTokens(summary.totals.output)}</Table.Cell>
            <Table.Cell>{formatTokens(summary.totals.total)}</Table.Cell>
            <Table.Cell>{formatUsageMoney(summary.totals.micros)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
