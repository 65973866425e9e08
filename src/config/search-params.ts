/**
 * Small readers for a route's search parsers (features' `*-search.ts`): each reads one parameter and drops
 * it when it is not valid, so an odd address costs that parameter, never the page.
 */

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | undefined {
  return values.find((known) => known === value);
}
