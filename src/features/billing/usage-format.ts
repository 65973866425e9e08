import { formatMicros, formatNumber, numberFormat, toMicros } from '@/i18n';

/** Token counts as the page shows them, in the interface language: `3,750,000`, `3 750 000`. */
export const formatTokens = (value: number) => formatNumber(value);

/** Exact usage money (micro-euros) as the table and the totals show it: to the cent, "< €0.01" below it. */
export const formatUsageMoney = (micros: number) => formatMicros(micros);

/** A day's cost on the chart's axis and table, from euros, by the same rule. */
export const formatCost = (euros: number) => formatMicros(toMicros(euros));

/**
 * A tick of the cost chart's axis: a point on the scale, not an amount charged, so written as it is, with up to
 * four decimals (`€0.005`, `€0.80`), where the shown-amount rule would write two ticks alike.
 */
export const formatCostTick = (euros: number) =>
  numberFormat({
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(euros);
