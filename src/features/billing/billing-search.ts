import { DEFAULT_USAGE_PERIOD, USAGE_PERIODS, type UsagePeriod } from '@/config/dates';

/**
 * The page's address: `days` the usage period (7, 30 or 90; absent means 30); `topUp` opens Add credit
 * (the overview's low-balance link).
 */
export interface BillingSearch {
  days?: UsagePeriod;
  topUp?: true;
}

function isUsagePeriod(value: unknown): value is UsagePeriod {
  return (USAGE_PERIODS as readonly unknown[]).includes(value);
}

/**
 * The route's `validateSearch`: an invalid period is dropped, never an error page.
 */
export function validateBillingSearch(search: Record<string, unknown>): BillingSearch {
  const days = typeof search.days === 'string' ? Number(search.days) : search.days;
  // `days: undefined` (not a missing key): the router merges the address's own value in otherwise.
  return {
    days: isUsagePeriod(days) ? days : undefined,
    topUp: search.topUp === true || search.topUp === 'true' ? true : undefined,
  };
}

export function usagePeriodOf(search: BillingSearch): UsagePeriod {
  return search.days ?? DEFAULT_USAGE_PERIOD;
}
