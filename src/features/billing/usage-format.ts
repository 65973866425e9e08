import { formatMicros, formatNumber, toMicros } from '@/i18n';

/** Token counts as the page shows them, in the interface language: `3,750,000`, `3 750 000`. */
export const formatTokens = (value: number) => formatNumber(value);

/** Exact usage money (micro-euros) as the table and the totals show it: to the cent, "< €0.01" below it. */
export const formatUsageMoney = (micros: number) => formatMicros(micros);

/** A day's cost on the chart's axis and table, from euros, by the same rule. */
export const formatCost = (euros: number) => formatMicros(toMicros(euros));
