import type { QueryClient } from '@tanstack/react-query';

import {
  getGetWalletQueryOptions,
  getListInvoicesQueryOptions,
  getListPaymentMethodsQueryOptions,
} from '@/api/generated/endpoints/billing/billing';
import { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';

import { lastDays, RUNWAY_BASIS_DAYS, type UsagePeriod } from './usage-period';

/**
 * The route's loader: the wallet, cards, invoices, the usage of the period in the address and the 30 days
 * the runway is estimated from (the same call when the period is 30), asked for with the page's code.
 */
export function prefetchBillingPage(queryClient: QueryClient, days: UsagePeriod): void {
  void queryClient.prefetchQuery(getGetWalletQueryOptions());
  void queryClient.prefetchQuery(getListPaymentMethodsQueryOptions());
  void queryClient.prefetchQuery(getListInvoicesQueryOptions());
  void queryClient.prefetchQuery(getGetTokenUsageQueryOptions(lastDays(days)));
  void queryClient.prefetchQuery(getGetTokenUsageQueryOptions(lastDays(RUNWAY_BASIS_DAYS)));
}
