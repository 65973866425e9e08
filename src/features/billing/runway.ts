/**
 * How long the wallet lasts at the recent spend: "about N days at your last 30 days' spend". Whole days,
 * rounded down (never promise a day that is not there).
 */
export type Runway =
  /** Nothing left to spend. */
  | { readonly kind: 'empty' }
  /** No spend in the basis period: no estimate can be made. */
  | { readonly kind: 'no-spend' }
  | { readonly kind: 'days'; readonly days: number };

/** Beyond this, "more than a year" says more than a number of days. */
export const RUNWAY_MAX_DAYS = 365;

export function estimateRunway(balance: number, spend: number, basisDays: number): Runway {
  if (!(balance > 0)) return { kind: 'empty' };
  if (!(spend > 0) || !(basisDays > 0)) return { kind: 'no-spend' };
  const perDay = spend / basisDays;
  return { kind: 'days', days: Math.floor(balance / perDay) };
}

/** The warning shows while the balance is below the threshold the user set (none: never). */
export function isBelowThreshold(balance: number, threshold: number | null | undefined): boolean {
  return threshold != null && balance < threshold;
}
