import { tokenCost } from './models';
import { modelById, type UsageRow } from './usage-rows';
import type { UsageCounts } from './state';

export function rowCost(row: UsageRow): number {
  const model = modelById(row.model);
  return model ? tokenCost(model, row.input, row.output) : 0;
}

/** Micro-euros per euro: the platform's amounts carry six decimals. */
export const MICROS_PER_EURO = 1_000_000;

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
