import type { KeyUsageAsRead } from '@/api/as-read';
import { daysBetween, type DateRange } from '@/config/dates';

export interface ModelUsage {
  /** The model as every other usage view names it (Billing, the CSV, the Models page): by its id. */
  readonly id: string;
  readonly requests: number;
  readonly input: number;
  readonly output: number;
  readonly total: number;
}

export interface UsageSummary {
  /** The period's days in order, and the requests of each (0 for a day the answer leaves out). */
  readonly days: readonly string[];
  readonly requests: readonly number[];
  /** Per model, most requests first. */
  readonly models: readonly ModelUsage[];
  readonly totals: {
    readonly requests: number;
    readonly input: number;
    readonly output: number;
    readonly total: number;
  };
}

/**
 * A key's usage as the panel shows it: every day of the period (a day missing from `daily` counts 0, so
 * the chart has no holes), the models by requests, and the totals (requests as the platform counts them).
 * What the answer leaves out is taken from what was asked: the period asked for, the requests of its days.
 */
export function summariseUsage(usage: KeyUsageAsRead, asked: DateRange): UsageSummary {
  const perDay = new Map(usage.requests.daily.map((day) => [day.date, day.count]));
  const days = daysBetween(usage.period?.start ?? asked.start_date, usage.period?.end ?? asked.end_date);
  const models = usage.models
    .map((model) => ({
      id: model.id,
      requests: model.requests,
      input: model.tokens.input,
      output: model.tokens.output,
      total: model.tokens.total,
    }))
    .sort((a, b) => b.requests - a.requests || a.id.localeCompare(b.id));
  const sum = (pick: (model: ModelUsage) => number) =>
    models.reduce((total, model) => total + pick(model), 0);
  return {
    days,
    requests: days.map((day) => perDay.get(day) ?? 0),
    models,
    totals: {
      requests: usage.requests.total ?? usage.requests.daily.reduce((total, day) => total + day.count, 0),
      input: sum((model) => model.input),
      output: sum((model) => model.output),
      total: sum((model) => model.total),
    },
  };
}
