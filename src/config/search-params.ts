/**
 * Small readers for a route's search parsers (features' `*-search.ts`). Plain functions, no zod: route
 * search parsers are part of the first load (the first-load budget, docs/performance.md).
 */

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | undefined {
  return values.find((known) => known === value);
}
