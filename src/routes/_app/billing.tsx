import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import {
  getGetWalletQueryOptions,
  getListInvoicesQueryOptions,
  getListPaymentMethodsQueryOptions,
} from '@/api/generated/endpoints/billing/billing';
import { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';
import { startPageQueries } from '@/app/start-page-queries';
import { BillingPage } from '@/features/billing/billing-page';
import { usagePeriodOf, validateBillingSearch } from '@/features/billing/billing-search';
import { DEFAULT_USAGE_PERIOD, lastDays, type UsagePeriod } from '@/config/dates';
import { RUNWAY_BASIS_DAYS } from '@/features/billing/usage-period';

/**
 * /billing, with the usage period in the address (`?days=7`; the default, 30, keeps the address plain). The
 * loader starts the usage of the runway's 30 days only: a loader that read the address would run again at
 * each change of period, which is one click in the page, whose usage panel asks for its own period.
 */
export const Route = createFileRoute('/_app/billing')({
  validateSearch: validateBillingSearch,
  loader: ({ context }) =>
    startPageQueries(context.queryClient, [
      getGetWalletQueryOptions(),
      getListPaymentMethodsQueryOptions(),
      getListInvoicesQueryOptions(),
      getGetTokenUsageQueryOptions(lastDays(RUNWAY_BASIS_DAYS)),
    ]),
  component: function BillingRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onDaysChange = useCallback(
      (days: UsagePeriod) =>
        void navigate({
          search: (previous) => ({ ...previous, days: days === DEFAULT_USAGE_PERIOD ? undefined : days }),
          replace: true,
        }),
      [navigate],
    );
    const onTopUpClosed = useCallback(
      () => void navigate({ search: (previous) => ({ ...previous, topUp: undefined }), replace: true }),
      [navigate],
    );
    return (
      <BillingPage
        days={usagePeriodOf(search)}
        onDaysChange={onDaysChange}
        topUp={search.topUp === true}
        onTopUpClosed={onTopUpClosed}
      />
    );
  },
});
