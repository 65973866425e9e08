import type { TokenUsageResponse } from '@/api/generated/model';

import { daysBetween } from './usage-period';

/** One model's usage over the period: a row of the table (and of the CSV). */
export interface ModelUsage {
  readonly model: string;
  readonly input: number;
  readonly output: number;
  readonly total: number;
  /** Euros, unrounded (the sum of the model's daily costs). */
  readonly cost: number;
}

export interface UsageTotals {
  readonly input: number;
  readonly output: number;
  readonly total: number;
  readonly cost: number;
}

/** One line of the chart: a value per day of the period. */
export interface DailySeries {
  readonly key: string;
  readonly values: readonly number[];
}

export interface UsageSummary {
  readonly start: string;
  readonly end: string;
  /** Every day of the period, in order (a day without usage counts 0). */
  readonly days: readonly string[];
  /** Per model, the most expensive first. */
  readonly models: readonly ModelUsage[];
  /** The platform's own totals (what the API keys' usage adds up to for the same days). */
  readonly totals: UsageTotals;
  readonly daily: {
    readonly input: readonly number[];
    readonly output: readonly number[];
    /** Tokens per model per day, in the order of `models`. */
    readonly tokensByModel: readonly DailySeries[];
    /** Cost per model per day, in the order of `models`. */
    readonly costByModel: readonly DailySeries[];
  };
}

/** `GET /v1/usage/tokens` as the page shows it: totals, per model and per day. */
export function summariseUsage(usage: TokenUsageResponse): UsageSummary {
  const days = daysBetween(usage.period.start, usage.period.end);
  const index = new Map(days.map((day, i) => [day, i]));
  const input = days.map(() => 0);
  const output = days.map(() => 0);
  const perModel = new Map<
    string,
    { input: number; output: number; cost: number; tokens: number[]; costs: number[] }
  >();

  for (const row of usage.usage.daily) {
    const at = index.get(row.date);
    let model = perModel.get(row.model);
    if (!model) {
      model = { input: 0, output: 0, cost: 0, tokens: days.map(() => 0), costs: days.map(() => 0) };
      perModel.set(row.model, model);
    }
    model.input += row.input_tokens;
    model.output += row.output_tokens;
    model.cost += row.cost.amount;
    if (at === undefined) continue; // outside the period: counted in the model's sums, not drawn
    input[at] = (input[at] ?? 0) + row.input_tokens;
    output[at] = (output[at] ?? 0) + row.output_tokens;
    model.tokens[at] = (model.tokens[at] ?? 0) + row.total_tokens;
    model.costs[at] = (model.costs[at] ?? 0) + row.cost.amount;
  }

  const ordered = [...perModel].sort(([a, x], [b, y]) => y.cost - x.cost || a.localeCompare(b));
  return {
    start: usage.period.start,
    end: usage.period.end,
    days,
    models: ordered.map(([model, sums]) => ({
      model,
      input: sums.input,
      output: sums.output,
      total: sums.input + sums.output,
      cost: sums.cost,
    })),
    totals: {
      input: usage.total.input_tokens,
      output: usage.total.output_tokens,
      total: usage.total.total_tokens,
      cost: usage.total.cost.amount,
    },
    daily: {
      input,
      output,
      tokensByModel: ordered.map(([model, sums]) => ({ key: model, values: sums.tokens })),
      costByModel: ordered.map(([model, sums]) => ({ key: model, values: sums.costs })),
    },
  };
}

/** Euros as the table and the CSV show them: to the cent. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
