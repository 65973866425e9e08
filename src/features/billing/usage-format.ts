import { formatMoney } from '@/i18n/format';

import { roundToCents } from './usage-summary';

const numbers = new Intl.NumberFormat('sv-SE');

/** Token counts as the page shows them: `3 750 000` (sv-SE, like the dates). */
export const formatTokens = (value: number) => numbers.format(value);

/** Costs to the cent, as the table and the CSV have them. */
export const formatCost = (value: number) => formatMoney(roundToCents(value));
