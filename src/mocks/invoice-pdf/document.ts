import type { Invoice } from '@/api/generated/model';

import { listPlans } from '../store/plans';
import type { AccountRecord } from '../store/state';

import { fill, INVOICE_LABELS, INVOICE_LOCALES, type InvoiceLanguage } from './labels';

/** The platform company that issues every invoice. */
export const INVOICE_SELLER = {
  name: 'Console Cloud Europe AB',
  vatNumber: 'SE559900112201',
  street: 'Kungsgatan 10',
  place: '111 43 Stockholm',
  countryCode: 'SE',
  email: 'billing@console.example.org',
} as const;

/** The seller's country's standard VAT rate, in percent (Swedish moms). */
export const SELLER_VAT_PERCENT = 25;
const SELLER_COUNTRY = 'SE';
const PAYMENT_TERMS_DAYS = 14;

export interface InvoiceParty {
  name: string;
  vatNumber: string | null;
  /** Address lines, or the individual's email. */
  lines: string[];
}

export interface InvoiceDocument {
  language: InvoiceLanguage;
  number: string;
  issued: string;
  due: string;
  period: string;
  status: string;
  /** Where the buyer asks about the invoice. */
  contact: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: { description: string; amount: string }[];
  vatPercent: number;
  reverseCharge: boolean;
  net: string;
  vat: string;
  total: string;
}

/**
 * The VAT rule: the seller is Swedish. A company with a VAT number of another country pays no Swedish VAT
 * (reverse charge); a Swedish company and an individual pay 25 %. Prices include VAT, so the invoice's
 * amount is its total and the VAT is worked out once, in cents, from that total.
 */
export function vatSplit(totalCents: number, percent: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((totalCents * 100) / (100 + percent));
  return { netCents, vatCents: totalCents - netCents };
}

export function isReverseCharge(account: AccountRecord): boolean {
  const vat = account.company?.vat?.toUpperCase() ?? '';
  return vat !== '' && !vat.startsWith(SELLER_COUNTRY);
}

function money(cents: number, currency: string, language: InvoiceLanguage): string {
  const text = new Intl.NumberFormat(INVOICE_LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  // The PDF's standard fonts have no narrow spaces or minus sign: their plain equivalents read the same.
  return text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\u2212/g, '-');
}

/** Dates are sv-SE (`2026-11-01`) in every language, as in the console. */
function isoDay(day: string, addDays = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + addDays);
  return new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

function monthPeriod(day: string): string {
  const start = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  const format = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeZone: 'UTC' });
  return `${format.format(start)} – ${format.format(end)}`;
}

/** An invoice the store did not itself issue: the plan whose price it charges, else platform services. */
function fallbackLine(invoice: Invoice, language: InvoiceLanguage): string {
  const labels = INVOICE_LABELS[language];
  const cents = Math.round(invoice.amount * 100);
  const plan = listPlans().find((p) => Math.round(p.priceAmount * 100) === cents);
  return plan ? fill(labels.planLine, { plan: plan.name }) : labels.servicesLine;
}

/** The invoice's line, from what it charged for (a plan, a plan change, a top-up, an automatic recharge). */
function invoiceLines(
  account: AccountRecord,
  invoice: Invoice,
  language: InvoiceLanguage,
): { description: string; cents: number }[] {
  const labels = INVOICE_LABELS[language];
  const cents = Math.round(invoice.amount * 100);
  const planName = (id: string) => listPlans().find((p) => p.id === id)?.name ?? id;
  const item = account.invoiceItems?.[invoice.id];
  const description =
    item?.kind === 'plan'
      ? fill(labels.planLine, { plan: planName(item.planId) })
      : item?.kind === 'planChange'
        ? fill(labels.planChangeLine, { from: planName(item.from), to: planName(item.to) })
        : item?.kind === 'topUp'
          ? labels.topUpLine
          : item?.kind === 'autoRecharge'
            ? labels.autoRechargeLine
            : fallbackLine(invoice, language);
  return [{ description, cents }];
}

function countryName(code: string | null, language: InvoiceLanguage): string | undefined {
  return code ? new Intl.DisplayNames([INVOICE_LOCALES[language]], { type: 'region' }).of(code) : undefined;
}

function buyerOf(account: AccountRecord, language: InvoiceLanguage): InvoiceParty {
  const company = account.company;
  if (!company) return { name: account.billingName, vatNumber: null, lines: [account.billingEmail] };
  const country = countryName(company.countryCode, language);
  const place = [company.zip, company.city].filter(Boolean).join(' ');
  const lines = [company.street, place, country, company.email ?? account.billingEmail];
  return { name: company.name, vatNumber: company.vat, lines: lines.filter((l): l is string => !!l) };
}

/** Everything the PDF shows, in `language`: labels aside, the rendering only lays it out. */
export function invoiceDocument(
  account: AccountRecord,
  invoice: Invoice,
  language: InvoiceLanguage,
): InvoiceDocument {
  const labels = INVOICE_LABELS[language];
  const reverseCharge = isReverseCharge(account);
  const vatPercent = reverseCharge ? 0 : SELLER_VAT_PERCENT;
  const lines = invoiceLines(account, invoice, language);
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const { netCents, vatCents } = vatSplit(totalCents, vatPercent);
  const format = (cents: number) => money(cents, invoice.currency, language);
  return {
    language,
    number: invoice.number,
    issued: isoDay(invoice.issuingDate),
    due: isoDay(invoice.issuingDate, PAYMENT_TERMS_DAYS),
    period: monthPeriod(invoice.issuingDate),
    status: labels.statuses[invoice.paymentStatus],
    contact: INVOICE_SELLER.email,
    seller: {
      name: INVOICE_SELLER.name,
      vatNumber: INVOICE_SELLER.vatNumber,
      lines: [
        INVOICE_SELLER.street,
        INVOICE_SELLER.place,
        countryName(INVOICE_SELLER.countryCode, language) ?? INVOICE_SELLER.countryCode,
      ],
    },
    buyer: buyerOf(account, language),
    lines: lines.map((line) => ({ description: line.description, amount: format(line.cents) })),
    vatPercent,
    reverseCharge,
    net: format(netCents),
    vat: format(vatCents),
    total: format(totalCents),
  };
}
