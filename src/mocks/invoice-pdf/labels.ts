/** The words of the platform's invoice document, in the languages the platform offers. */
export const INVOICE_LABELS = {
  en: {
    title: 'Invoice',
    seller: 'From',
    buyer: 'Bill to',
    vatNumber: 'VAT number',
    number: 'Invoice number',
    issued: 'Invoice date',
    due: 'Due date',
    period: 'Period',
    status: 'Status',
    statuses: { succeeded: 'Paid', pending: 'Awaiting payment', failed: 'Payment failed' },
    description: 'Description',
    amount: 'Amount',
    planLine: 'Plan {{plan}}',
    planChangeLine: 'Plan change from {{from}} to {{to}}, rest of the period',
    topUpLine: 'Wallet top-up (prepaid credit)',
    autoRechargeLine: 'Automatic wallet recharge (prepaid credit)',
    servicesLine: 'Platform services',
    net: 'Net amount',
    vat: 'VAT {{rate}}',
    total: 'Total',
    pricesIncludeVat: 'Prices include VAT.',
    reverseCharge:
      'Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC).',
    footer: 'Questions about this invoice: {{email}}',
  },
  sv: {
    title: 'Faktura',
    seller: 'Från',
    buyer: 'Faktureras till',
    vatNumber: 'Momsregistreringsnummer',
    number: 'Fakturanummer',
    issued: 'Fakturadatum',
    due: 'Förfallodatum',
    period: 'Period',
    status: 'Status',
    statuses: { succeeded: 'Betald', pending: 'Väntar på betalning', failed: 'Betalningen misslyckades' },
    description: 'Beskrivning',
    amount: 'Belopp',
    planLine: 'Abonnemang {{plan}}',
    planChangeLine: 'Byte av abonnemang från {{from}} till {{to}}, resten av perioden',
    topUpLine: 'Påfyllning av plånboken (förbetalt saldo)',
    autoRechargeLine: 'Automatisk påfyllning av plånboken (förbetalt saldo)',
    servicesLine: 'Plattformstjänster',
    net: 'Belopp exkl. moms',
    vat: 'Moms {{rate}}',
    total: 'Att betala',
    pricesIncludeVat: 'Priserna inkluderar moms.',
    reverseCharge: 'Omvänd betalningsskyldighet (artikel 196, direktiv 2006/112/EG).',
    footer: 'Frågor om fakturan: {{email}}',
  },
} as const;

export type InvoiceLanguage = keyof typeof INVOICE_LABELS;

/** Money and country names per language: the console's own number locales (src/i18n/languages.ts). */
export const INVOICE_LOCALES: Record<InvoiceLanguage, string> = { en: 'en-IE', sv: 'sv-SE' };

export function isInvoiceLanguage(value: unknown): value is InvoiceLanguage {
  return typeof value === 'string' && Object.hasOwn(INVOICE_LABELS, value);
}
export type InvoiceLabels = (typeof INVOICE_LABELS)['en'];

/** `text` with each `{{name}}` replaced by its value. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => values[name] ?? whole);
}
