/** Small statistics over timings in milliseconds. */

export interface TimingSummary {
  readonly samples: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** The value below which `p` (0–1) of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(p * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function summarise(timings: readonly number[]): TimingSummary {
  const sorted = [...timings].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / (sorted.length || 1);
  return {
    samples: sorted.length,
    meanMs: round(mean),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** A deterministic pseudo-random generator, so every run searches the same entries (the mock store's). */
export { prng as seededRandom } from '../../src/mocks/store/hash.ts';
