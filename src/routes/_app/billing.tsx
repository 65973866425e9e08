import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { startPageQueries } from '@/app/page-queries';
import { BillingPage } from '@/features/billing/billing-page';
import { usagePeriodOf, validateBillingSearch, type BillingSearch } from '@/features/billing/billing-search';
import { DEFAULT_USAGE_PERIOD, type UsagePeriod } from '@/config/dates';

/** /billing, with the usage period in the address (`?days=7`; the default, 30, keeps the address plain). */
export const Route = createFileRoute('/_app/billing')({
  validateSearch: validateBillingSearch,
  loader: ({ context }) => startPageQueries(context.queryClient, 'billing'),
  component: function BillingRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onDaysChange = useCallback(
      (days: UsagePeriod) =>
        void navigate({
          search: (previous: BillingSearch) => ({
            ...previous,
            days: days === DEFAULT_USAGE_PERIOD ? undefined : days,
          }),
          replace: true,
        }),
      [navigate],
    );
    const onTopUpClosed = useCallback(
      () =>
        void navigate({
          search: (previous: BillingSearch) => ({ ...previous, topUp: undefined }),
          replace: true,
        }),
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
