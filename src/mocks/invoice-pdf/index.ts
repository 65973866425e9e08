import type { Invoice } from '@/api/generated/model';

import type { AccountRecord } from '../store/state';

import { invoiceDocument } from './document';
import { isInvoiceLanguage, type InvoiceLanguage } from './labels';
import { renderInvoicePdf } from './render';

export { INVOICE_SELLER, SELLER_VAT_PERCENT, vatSplit } from './document';

/** The document's language: `lang` if offered, else the first offered one of `Accept-Language`, else English. */
export function invoiceLanguage(lang: string | null, acceptLanguage: string | null): InvoiceLanguage {
  const accepted = (acceptLanguage ?? '').split(',').map((part) => part.split(';', 1)[0]?.trim() ?? '');
  for (const candidate of [lang ?? '', ...accepted]) {
    const base = candidate.split(/[-_]/, 1)[0]?.toLowerCase();
    if (isInvoiceLanguage(base)) return base;
  }
  return 'en';
}

/** The invoice as a PDF in `language`. */
export function invoicePdf(
  account: AccountRecord,
  invoice: Invoice,
  language: InvoiceLanguage,
): Promise<Uint8Array> {
  return renderInvoicePdf(invoiceDocument(account, invoice, language));
}
