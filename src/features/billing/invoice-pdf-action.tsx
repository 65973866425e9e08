import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';

import { isApiError } from '@/api/api-error';
import type { InvoiceAsRead } from '@/api/as-read';
import { currentLanguage, useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { downloadBlob } from './download';
import { fetchInvoicePdf, invoicePdfFileName } from './invoice-pdf';
import { useErrorMessage } from '@/ui/form';

/**
 * An invoice row's "Download PDF": busy while the platform renders it, saved as `invoice-<number>.pdf`. A
 * platform without the (proposed) operation answers 404: the row then says the PDF is unavailable.
 */
export function InvoicePdfAction({ invoice }: { invoice: InvoiceAsRead }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [unavailable, setUnavailable] = useState(false);
  const download = useMutation({
    mutationFn: () => fetchInvoicePdf(invoice.id, currentLanguage()),
    onSuccess: (blob) => {
      const file = invoicePdfFileName(invoice);
      downloadBlob(file, blob);
      toaster.create({ type: 'success', title: t('pages.billing.invoices.pdfSaved', { file }) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404) {
        setUnavailable(true);
        return;
      }
      toaster.create({
        type: 'error',
        title: t('pages.billing.invoices.pdfFailed', { number: invoice.number }),
        description: errorMessage(error),
      });
    },
  });

  if (unavailable) {
    return (
      <Text as="span" role="status" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {t('pages.billing.invoices.pdfUnavailable')}
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-label={t('pages.billing.invoices.downloadPdfLabel', { number: invoice.number })}
      loading={download.isPending}
      loadingText={t('pages.billing.invoices.downloadingPdf')}
      onClick={() => download.mutate()}
    >
      <FileDown aria-hidden />
      {t('pages.billing.invoices.downloadPdf')}
    </Button>
  );
}
