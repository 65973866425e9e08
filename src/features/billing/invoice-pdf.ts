import { apiRequest } from '@/api/client';
import { getGetInvoicePdfUrl } from '@/api/generated/endpoints/billing/billing';
import type { InvoiceAsRead } from '@/api/as-read';
import type { Language } from '@/i18n';

/**
 * `GET /v1/billing/invoices/{id}/pdf` (proposed) through the one HTTP client: its raw answer, since the
 * generated function reads every body as text and a PDF is bytes.
 */
export async function fetchInvoicePdf(id: string, lang: Language): Promise<Blob> {
  const response = await apiRequest(getGetInvoicePdfUrl(id, { lang }), {
    method: 'GET',
    headers: { Accept: 'application/pdf' },
  });
  return response.blob();
}

/** The saved file's name: `invoice-EU-2026-0001.pdf`, with anything a file system may refuse replaced. */
export function invoicePdfFileName(invoice: Pick<InvoiceAsRead, 'number'>): string {
  return `invoice-${invoice.number.replace(/[^\w.-]+/g, '_')}.pdf`;
}
