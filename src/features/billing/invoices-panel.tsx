import { Badge, Button, HStack, Table } from '@chakra-ui/react';
import { useState } from 'react';

import { useListInvoices } from '@/api/generated/endpoints/billing/billing';
import type { InvoiceAsRead } from '@/api/as-read';
import { unreadableCount } from '@/api/unreadable-items';
import { formatDate, formatMoney, useTranslation } from '@/i18n';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { useReopenKept } from '@/session/form-drafts';
import { useGate } from '@/ui/use-gate';

import { InvoicePdfAction } from './invoice-pdf-action';
import { Panel, PanelEmpty, PanelError, PanelSkeleton } from './panel';
import { PayInvoiceDialog } from './lazy-billing-dialogs';

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  succeeded: 'green',
  pending: 'orange',
  failed: 'red',
};
const isKnownStatus = (status: string): status is NonNullable<InvoiceAsRead['paymentStatus']> =>
  Object.hasOwn(STATUS_COLOURS, status);

/** Pay now is offered for a failed invoice only. */
const isPayable = (invoice: InvoiceAsRead) => invoice.paymentStatus === 'failed';

/** `GET /v1/billing/invoices`, newest first: number, date (sv-SE), amount, status, the PDF; Pay now when failed. */
export function InvoicesPanel() {
  const { t } = useTranslation();
  const invoices = useListInvoices();
  const [paying, setPaying] = useState<InvoiceAsRead | null>(null);
  // Pay now is not offered to a role that may not pay; the failed status still shows.
  const mayPay = useGate('billing.payInvoice').allowed;
  // A payment the session's end interrupted opens again once its invoice is listed, if still unpaid.
  useReopenKept('billing.payInvoice', invoices.data, setPaying, (invoice) => mayPay && isPayable(invoice));
  return (
    <Panel title={t('pages.billing.invoices.heading')}>
      {invoices.isPending ? (
        <PanelSkeleton label={t('pages.billing.invoices.loading')} lines={4} />
      ) : invoices.isError ? (
        <PanelError
          error={invoices.error}
          title={t('pages.billing.invoices.loadFailed')}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
        />
      ) : invoices.data.length === 0 && unreadableCount(invoices.data) === 0 ? (
        <PanelEmpty>{t('pages.billing.invoices.empty')}</PanelEmpty>
      ) : (
        <>
          {/* Focusable and named: a list that scrolls but holds nothing focusable could not be scrolled from
            the keyboard otherwise (WCAG 2.1.1). */}
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            maxH="96"
            tabIndex={0}
            role="group"
            aria-label={t('pages.billing.invoices.scrollArea')}
          >
            <Table.Root size="sm" stickyHeader data-testid="invoices-table">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('pages.billing.invoices.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pages.billing.invoices.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('pages.billing.invoices.amount')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pages.billing.invoices.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('pages.billing.invoices.actions')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {invoices.data.map((invoice) => (
                  <Table.Row key={invoice.id}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {invoice.number}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {invoice.issuingDate
                        ? formatDate(invoice.issuingDate, { dateStyle: 'short', timeZone: 'UTC' })
                        : t('pages.billing.notGiven')}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                      {formatMoney(invoice.amount, invoice.currency)}
                    </Table.Cell>
                    <Table.Cell>
                      {/* A status the console does not know yet: the platform's word, in neutral colours. */}
                      {invoice.paymentStatus && (
                        <Badge
                          colorPalette={STATUS_COLOURS[invoice.paymentStatus] ?? 'gray'}
                          variant="subtle"
                        >
                          {isKnownStatus(invoice.paymentStatus)
                            ? t(`pages.billing.invoices.statuses.${invoice.paymentStatus}`)
                            : invoice.paymentStatus}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="flex-end">
                        {mayPay && isPayable(invoice) && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={t('pages.billing.invoices.pay.openLabel', { number: invoice.number })}
                            onClick={() => setPaying(invoice)}
                          >
                            {t('pages.billing.invoices.pay.open')}
                          </Button>
                        )}
                        <InvoicePdfAction invoice={invoice} />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <UnreadableNotice count={unreadableCount(invoices.data)}>
            {t('pages.billing.invoices.unreadable', { count: unreadableCount(invoices.data) })}
          </UnreadableNotice>
        </>
      )}
      <PayInvoiceDialog invoice={paying} onClose={() => setPaying(null)} />
    </Panel>
  );
}
