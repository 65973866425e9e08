import { MICROS_PER_EURO } from '@/i18n/money';

import { tokenCost } from './models';
import { modelById, type UsageRow } from './usage-rows';
import type { UsageCounts } from './state';

export function rowCost(row: UsageRow): number {
  const model = modelById(row.model);
  return model ? tokenCost(model, row.input, row.output) : 0;
}

/** A day and model's cost rounded once, to the micro-euro; every answer sums these. */
export function rowMicros(row: UsageRow): number {
  return Math.round(rowCost(row) * MICROS_PER_EURO);
}

export function sumRows(rows: readonly UsageRow[]): UsageCounts & { cost: number } {
  return rows.reduce(
    (sum, row) => ({
      requests: sum.requests + row.requests,
      input: sum.input + row.input,
      output: sum.output + row.output,
      cost: sum.cost + rowCost(row),
    }),
    { requests: 0, input: 0, output: 0, cost: 0 },
  );
}

/**
 * Splits a whole number of micro-euros (a day and model's cost) over its parts (its keys) in proportion to their
 * own amounts, the largest remainders taking what is left, so the parts add up to the whole exactly.
 */
export function allocateMicros(micros: number, amounts: readonly number[]): number[] {
  const whole = amounts.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  if (whole <= 0) return amounts.map((_, i) => (i === 0 ? micros : 0));
  const exact = amounts.map((amount) => (Math.max(0, amount) / whole) * micros);
  const shares = exact.map(Math.floor);
  let left = micros - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, i) => ({ i, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
