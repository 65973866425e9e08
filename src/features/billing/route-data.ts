import type { QueryClient } from '@tanstack/react-query';

import {
  getGetWalletQueryOptions,
  getListInvoicesQueryOptions,
  getListPaymentMethodsQueryOptions,
} from '@/api/generated/endpoints/billing/billing';
import { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';

import { lastDays } from '@/config/dates';
import { RUNWAY_BASIS_DAYS } from './usage-period';

/**
 * The route's loader: the wallet, cards, invoices and the usage of the 30 days the runway is estimated from,
 * which is also the usage panel's default period, asked for with the page's code. Another period in the
 * address (`?days=7`) is the panel's own call: the loader does not depend on the address, since a route
 * whose loader does gets a new match at each change of period (a period is one click in the page).
 */
export function prefetchBillingPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetWalletQueryOptions());
  void queryClient.prefetchQuery(getListPaymentMethodsQueryOptions());
  void queryClient.prefetchQuery(getListInvoicesQueryOptions());
  void queryClient.prefetchQuery(getGetTokenUsageQueryOptions(lastDays(RUNWAY_BASIS_DAYS)));
}
