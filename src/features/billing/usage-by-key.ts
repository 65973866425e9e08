import type { UsageLine, UsageSource } from './usage-lines';

/** One source's usage over the period: a key (revoked ones too), or the console session. */
export interface SourceUsage {
  readonly source: UsageSource;
  readonly input: number;
  readonly output: number;
  readonly total: number;
  readonly micros: number;
}

const idOf = (source: UsageSource) => (source.kind === 'key' ? `key:${source.id}` : source.kind);

/**
 * The lines summed per key, the most expensive first (the console last of equals): the rows add up to
 * the per-model table's totals because both sum the same lines. Empty when the platform does not split per key.
 */
export function usageByKey(lines: readonly UsageLine[]): SourceUsage[] {
  if (lines.every((line) => line.source.kind === 'unknown')) return [];
  const sums = new Map<string, SourceUsage>();
  for (const line of lines) {
    const id = idOf(line.source);
    const sum = sums.get(id);
    sums.set(id, {
      source: line.source,
      input: (sum?.input ?? 0) + line.input,
      output: (sum?.output ?? 0) + line.output,
      total: (sum?.total ?? 0) + line.total,
      micros: (sum?.micros ?? 0) + line.micros,
    });
  }
  return [...sums.values()].sort((a, b) => b.micros - a.micros || b.total - a.total);
}
