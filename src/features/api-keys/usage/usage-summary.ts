import type { ApiKeyUsageResponse } from '@/api/generated/model';
import { daysBetween } from '@/config/dates';

export interface ModelUsage {
  readonly id: string;
  readonly name: string;
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
 */
export function summariseUsage(usage: ApiKeyUsageResponse): UsageSummary {
  const perDay = new Map(usage.requests.daily.map((day) => [day.date, day.count]));
  const days = daysBetween(usage.period.start, usage.period.end);
  const models = usage.models
    .map((model) => ({
      id: model.id,
      name: model.name,
      requests: model.requests,
      input: model.tokens.input,
      output: model.tokens.output,
      total: model.tokens.total,
    }))
    .sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name));
  const sum = (pick: (model: ModelUsage) => number) =>
    models.reduce((total, model) => total + pick(model), 0);
  return {
    days,
    requests: days.map((day) => perDay.get(day) ?? 0),
    models,
    totals: {
      requests: usage.requests.total,
      input: sum((model) => model.input),
      output: sum((model) => model.output),
      total: sum((model) => model.total),
    },
  };
}
