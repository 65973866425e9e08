import type { ModelPrices } from '../catalogue';
import { usageCost } from '../cost';
import type { ChatRun } from '../playground/use-chat-run';

export interface CompareOutcome {
  readonly latencyMs?: number;
  readonly cost?: number;
}

/** A finished run's latency and cost (when its usage and the model's prices are known). */
export function outcomeOf(run: ChatRun, prices: ModelPrices | undefined): CompareOutcome {
  if (run.status !== 'done' || run.stopped) return {};
  return { latencyMs: run.latencyMs, cost: run.usage && prices ? usageCost(prices, run.usage) : undefined };
}

/** Which columns are the fastest and the cheapest: only once at least two runs finished. */
export function bestOf(outcomes: readonly CompareOutcome[]): { fastest?: number; cheapest?: number } {
  const pick = (value: (o: CompareOutcome) => number | undefined) => {
    const known = outcomes.flatMap((outcome, index) => {
      const v = value(outcome);
      return v === undefined ? [] : [{ index, v }];
    });
    if (known.length < 2) return undefined;
    return known.reduce((best, next) => (next.v < best.v ? next : best)).index;
  };
  return { fastest: pick((o) => o.latencyMs), cheapest: pick((o) => o.cost) };
}

/** The models shown when the compare view opens with none chosen: the first two chat models that are not down. */
export function defaultCompareIds(
  chatModels: readonly {
    readonly model: { readonly id: string };
    readonly status: { readonly kind: string };
  }[],
): string[] {
  const up = chatModels.filter((m) => m.status.kind !== 'down');
  return (up.length >= 2 ? up : chatModels).slice(0, 2).map((m) => m.model.id);
}
