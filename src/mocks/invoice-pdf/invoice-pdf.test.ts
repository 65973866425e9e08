import { describe, expect, it } from 'vitest';

import type { Invoice } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_MEMBER, NORDLYS_COMPANY } from '../store/demo';
import { pdfText } from '../testing/pdf-text';
import { startMockApi } from '../testing/mock-api';

import { avoidedVariants } from '@/i18n/glossary-sv';

import { INVOICE_SELLER, invoicePdf, vatSplit } from '.';
import { INVOICE_LABELS } from './labels';

async function download(api: ReturnType<typeof startMockApi>, id: string, query = '', headers = {}) {
  const { status, response } = await api.call(
    'getInvoicePdf',
    'GET',
    `/v1/billing/invoices/${id}/pdf${query}`,
    {
      headers,
    },
  );
  return { status, response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function firstPaidInvoice(api: ReturnType<typeof startMockApi>): Promise<Invoice> {
  const { body } = await api.call<Invoice[]>('listInvoices', 'GET', '/v1/billing/invoices');
  const invoice = body.find((i) => i.paymentStatus === 'succeeded');
  if (!invoice) throw new Error('the seed has no paid invoice');
  return invoice;
}

describe('invoice PDF (GET /v1/billing/invoices/{id}/pdf)', () => {
  it('is a real PDF named after the invoice number', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const invoice = await firstPaidInvoice(api);
    const { status, response, bytes } = await download(api, invoice.id);
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('shows seller and buyer with VAT numbers, the plan line, 25 % VAT and the total in English', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const invoice = await firstPaidInvoice(api);
    const text = (await pdfText((await download(api, invoice.id, '?lang=en')).bytes)).join('\n');
    expect(invoice.amount).toBe(50);
    expect(text).toContain('Invoice');
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`Invoice date: ${invoice.issuingDate}`);
    expect(text).toContain(INVOICE_SELLER.name);
    expect(text).toContain(`VAT number: ${INVOICE_SELLER.vatNumber}`);
    expect(text).toContain(NORDLYS_COMPANY.name);
    expect(text).toContain(`VAT number: ${NORDLYS_COMPANY.vat}`);
    expect(text).toContain('Plan Wallet 50\n€50.00');
    expect(text).toContain('Net amount\n€40.00');
    expect(text).toContain('VAT 25 %\n€10.00');
    expect(text).toContain('Total\n€50.00');
    expect(text).toContain('Status: Paid');
  });

  it('is in Swedish with lang=sv: labels, å/ä/ö, Swedish money, sv-SE dates', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const invoice = await firstPaidInvoice(api);
    const text = (await pdfText((await download(api, invoice.id, '?lang=sv')).bytes)).join('\n');
    expect(text).toContain(`Fakturanummer: ${invoice.number}`);
    expect(text).toContain(`Fakturadatum: ${invoice.issuingDate}`);
    expect(text).toContain('Förfallodatum:');
    expect(text).toContain('FAKTURERAS TILL');
    expect(text).toContain(`Momsregistreringsnummer: ${NORDLYS_COMPANY.vat}`);
    expect(text).toContain(`Momsregistreringsnummer: ${INVOICE_SELLER.vatNumber}`);
    expect(text).toContain('Sverige');
    expect(text).toContain('Abonnemang Wallet 50\n50,00 €');
    expect(text).toContain('Belopp exkl. moms\n40,00 €');
    expect(text).toContain('Moms 25 %\n10,00 €');
    expect(text).toContain('Att betala\n50,00 €');
    expect(text).toContain('Status: Betald');
  });

  it('names what an invoice charged for: a top-up of 50 € is a top-up, not the Wallet 50 plan; a plan change says so', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const topUp = await api.call<{ invoiceId: string }>('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
      json: { amount: 50 },
    });
    const topUpText = (await pdfText((await download(api, topUp.body.invoiceId, '?lang=en')).bytes)).join(
      '\n',
    );
    expect(topUpText).toContain('Wallet top-up (prepaid credit)');
    expect(topUpText).not.toContain('Plan Wallet 50');

    await api.call('updateSubscription', 'PUT', '/v1/billing/subscription', {
      json: { planId: 'wallet_500_monthly', quantity: 1 },
    });
    const { body } = await api.call<Invoice[]>('listInvoices', 'GET', '/v1/billing/invoices');
    const change = body[0];
    if (!change) throw new Error('the plan change issued no invoice');
    const changeText = (await pdfText((await download(api, change.id, '?lang=sv')).bytes)).join('\n');
    expect(changeText).toContain('Byte av abonnemang från Wallet 50 till Wallet 500, resten av perioden');
  });

  it('takes the language from Accept-Language without lang', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const invoice = await firstPaidInvoice(api);
    const { bytes } = await download(api, invoice.id, '', { 'Accept-Language': 'sv-SE,sv;q=0.9,en;q=0.8' });
    expect((await pdfText(bytes)).join('\n')).toContain(`Fakturanummer: ${invoice.number}`);
  });

  it('is open to a member, and answers 404 for an invoice of another account', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    const invoice = await firstPaidInvoice(api);
    expect((await download(api, invoice.id)).status).toBe(200);
    const { status } = await api.call('getInvoicePdf', 'GET', '/v1/billing/invoices/inv_0000_00_9999/pdf');
    expect(status).toBe(404);
  });

  it('charges a company of another EU country no Swedish VAT (reverse charge)', async () => {
    const api = startMockApi(server);
    const rheinwerk = api.db.accounts.byVat('DE811234567');
    if (!rheinwerk) throw new Error('the seed has no Rheinwerk');
    const invoice: Invoice = {
      id: 'inv_2026_11_0100',
      number: 'EU-2026-0100',
      amount: 500,
      currency: 'EUR',
      issuingDate: '2026-11-01',
      paymentStatus: 'pending',
      customerId: `cus_${rheinwerk.id}`,
      customer: {
        id: `cus_${rheinwerk.id}`,
        name: rheinwerk.billingName,
        email: rheinwerk.billingEmail,
        createdAt: rheinwerk.createdAt,
      },
    };
    const text = (await pdfText(await invoicePdf(rheinwerk, invoice, 'en'))).join('\n');
    expect(text).toContain('VAT number: DE811234567');
    expect(text).toContain('Köln');
    expect(text).toContain('VAT 0 %\n€0.00');
    expect(text).toContain('Total\n€500.00');
    expect(text).toContain('Reverse charge');
    expect(text).toContain('Status: Awaiting payment');
  });

  it('bills an individual by name and email, with Swedish VAT, and no VAT number', async () => {
    const api = startMockApi(server);
    const account = api.db.accounts.create({
      company: null,
      billingName: 'Åsa Öberg',
      billingEmail: 'asa.oberg@example.se',
      planId: 'get_started',
    });
    const invoice: Invoice = {
      id: 'inv_2026_11_0101',
      number: 'EU-2026-0101',
      amount: 1,
      currency: 'EUR',
      issuingDate: '2026-11-03',
      paymentStatus: 'failed',
      customerId: `cus_${account.id}`,
      customer: {
        id: `cus_${account.id}`,
        name: account.billingName,
        email: account.billingEmail,
        createdAt: account.createdAt,
      },
    };
    const lines = await pdfText(await invoicePdf(account, invoice, 'sv'));
    const text = lines.join('\n');
    expect(text).toContain('FAKTURERAS TILL\nÅsa Öberg\nasa.oberg@example.se\nBeskrivning');
    expect(lines.filter((line) => line.startsWith('Momsregistreringsnummer'))).toEqual([
      `Momsregistreringsnummer: ${INVOICE_SELLER.vatNumber}`,
    ]);
    expect(text).toContain('Abonnemang Get Started\n1,00 €');
    expect(text).toContain('Moms 25 %\n0,20 €');
    expect(text).toContain('Status: Betalningen misslyckades');
  });

  it('uses the Swedish glossary’s words (docs/glossary-sv.md)', () => {
    const texts = Object.values(INVOICE_LABELS.sv).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    expect(
      texts.flatMap((text) => avoidedVariants(text).map((found) => `${text}: ${found.variant}`)),
    ).toEqual([]);
  });

  it('works the VAT out once from the total, in cents, so net + VAT is the total', () => {
    expect(vatSplit(5000, 25)).toEqual({ netCents: 4000, vatCents: 1000 });
    expect(vatSplit(4999, 25)).toEqual({ netCents: 3999, vatCents: 1000 });
    expect(vatSplit(45000, 0)).toEqual({ netCents: 45000, vatCents: 0 });
  });
});
