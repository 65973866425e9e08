import type { TokenUsageAsRead } from '@/api/as-read';
import { toMicros } from '@/i18n';

/** Who made a line's calls: a key (revoked ones too), the console session, or not said by the platform. */
export type UsageSource =
  | { readonly kind: 'key'; readonly id: number; readonly name: string; readonly active: boolean }
  | { readonly kind: 'console' }
  | { readonly kind: 'unknown' };

/** One day's usage of one model (by one source when the platform splits per key), its cost in micro-euros. */
export interface UsageLine {
  readonly date: string;
  readonly model: string;
  readonly source: UsageSource;
  readonly input: number;
  readonly output: number;
  readonly total: number;
  /** Exact, as the platform answered it (`@/i18n/money`). */
  readonly micros: number;
}

type Row = TokenUsageAsRead['usage']['daily'][number];

function sourceOf(row: Row): UsageSource {
  if (row.api_key === null) return { kind: 'console' };
  const key = row.api_key;
  if (key?.id === undefined) return { kind: 'unknown' };
  // A key is shown as revoked only when the platform says so; a missing name shows its number.
  return { kind: 'key', id: key.id, name: key.name ?? `#${key.id}`, active: key.active !== false };
}

/**
 * The answer's rows with their cost in whole micro-euros (`@/i18n/money`), in order: every figure of the usage
 * panel and its CSV sums these lines exactly.
 */
export function usageLines(usage: TokenUsageAsRead): UsageLine[] {
  const lines = usage.usage.daily.map((row) => ({
    date: row.date,
    model: row.model,
    source: sourceOf(row),
    input: row.input_tokens,
    output: row.output_tokens,
    total: row.input_tokens + row.output_tokens,
    micros: toMicros(row.cost.amount),
  }));
  return lines.sort(
    (a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model) || sourceOrder(a, b),
  );
}

const sourceName = (source: UsageSource) => (source.kind === 'key' ? source.name : '');

function sourceOrder(a: UsageLine, b: UsageLine): number {
  // Keys by name, then the console session.
  return (
    Number(a.source.kind === 'console') - Number(b.source.kind === 'console') ||
    sourceName(a.source).localeCompare(sourceName(b.source))
  );
}
