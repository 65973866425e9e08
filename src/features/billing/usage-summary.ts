import type { TokenUsageAsRead } from '@/api/as-read';
import { microsToEuros } from '@/i18n';

import { usageLines, type UsageLine } from './usage-lines';
import { daysBetween } from '@/config/dates';
import { usagePeriod } from '@/api/usage-period';

/** One model's usage over the period: a row of the table. */
export interface ModelUsage {
  readonly model: string;
  readonly input: number;
  readonly output: number;
  readonly total: number;
  /** Micro-euros: the exact sum of the model's daily rows. */
  readonly micros: number;
}

export interface UsageTotals {
  readonly input: number;
  readonly output: number;
  readonly total: number;
  /** Micro-euros: the exact sum of every row. */
  readonly micros: number;
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
  /** The daily lines every figure below sums (and the CSV lists). */
  readonly lines: readonly UsageLine[];
  /** Per model, the most expensive first. */
  readonly models: readonly ModelUsage[];
  /** The sums of the models' rows as shown. */
  readonly totals: UsageTotals;
  readonly daily: {
    readonly input: readonly number[];
    readonly output: readonly number[];
    /** Tokens per model per day, in the order of `models`. */
    readonly tokensByModel: readonly DailySeries[];
    /** Cost per model per day in euros, in the order of `models`. */
    readonly costByModel: readonly DailySeries[];
  };
}

/** `GET /v1/usage/tokens` as the page shows it: totals, per model and per day, all exact sums of the lines. */
export function summariseUsage(usage: TokenUsageAsRead): UsageSummary {
  const period = usagePeriod(usage);
  const days = period ? daysBetween(period.start, period.end) : [];
  const index = new Map(days.map((day, i) => [day, i]));
  const lines = usageLines(usage);
  const input = days.map(() => 0);
  const output = days.map(() => 0);
  const perModel = new Map<
    string,
    { input: number; output: number; micros: number; tokens: number[]; dailyMicros: number[] }
  >();
  for (const line of lines) {
    const at = index.get(line.date);
    let model = perModel.get(line.model);
    if (!model) {
      model = { input: 0, output: 0, micros: 0, tokens: days.map(() => 0), dailyMicros: days.map(() => 0) };
      perModel.set(line.model, model);
    }
    model.input += line.input;
    model.output += line.output;
    model.micros += line.micros;
    if (at === undefined) continue; // outside the period: counted in the model's sums, not drawn
    input[at] = (input[at] ?? 0) + line.input;
    output[at] = (output[at] ?? 0) + line.output;
    model.tokens[at] = (model.tokens[at] ?? 0) + line.total;
    model.dailyMicros[at] = (model.dailyMicros[at] ?? 0) + line.micros;
  }

  const ordered = [...perModel].sort(([a, x], [b, y]) => y.micros - x.micros || a.localeCompare(b));
  const models = ordered.map(([model, sums]) => ({
    model,
    input: sums.input,
    output: sums.output,
    total: sums.input + sums.output,
    micros: sums.micros,
  }));
  const sum = (pick: (m: ModelUsage) => number) => models.reduce((total, m) => total + pick(m), 0);
  return {
    start: period?.start ?? '',
    end: period?.end ?? '',
    days,
    lines,
    models,
    totals: {
      input: sum((m) => m.input),
      output: sum((m) => m.output),
      total: sum((m) => m.total),
      micros: sum((m) => m.micros),
    },
    daily: {
      input,
      output,
      tokensByModel: ordered.map(([model, sums]) => ({ key: model, values: sums.tokens })),
      costByModel: ordered.map(([model, sums]) => ({
        key: model,
        values: sums.dailyMicros.map(microsToEuros),
      })),
    },
  };
}
