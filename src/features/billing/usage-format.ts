import { formatMoney, formatNumber } from '@/i18n/format';

import { roundToCents } from './usage-summary';

/** Token counts as the page shows them, in the interface language: `3,750,000`, `3 750 000`. */
export const formatTokens = (value: number) => formatNumber(value);

/** Costs to the cent, as the table and the CSV have them. */
export const formatCost = (value: number) => formatMoney(roundToCents(value));
