import { formatCents, formatMoney, formatNumber, toCents } from '@/i18n';

/** Token counts as the page shows them, in the interface language: `3,750,000`, `3 750 000`. */
export const formatTokens = (value: number) => formatNumber(value);

/** Whole cents as the table, the totals and the CSV have them. */
export const formatUsageCents = (cents: number) => formatCents(cents);

/** A day's cost on the chart's axis and table: euros that are already whole cents. */
export const formatCost = (euros: number) => formatMoney(toCents(euros) / 100);
