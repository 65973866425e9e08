import { createFileRoute } from '@tanstack/react-router';
import { getListApiKeysQueryOptions } from '@/api/generated/endpoints/api-keys/api-keys';
import { getGetWalletQueryOptions } from '@/api/generated/endpoints/billing/billing';
import { getListInvitationsQueryOptions } from '@/api/generated/endpoints/invites/invites';
import { getListModelsQueryOptions } from '@/api/generated/endpoints/models/models';
import { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';
import { getListUsersQueryOptions } from '@/api/generated/endpoints/users/users';
import { startPageQueries } from '@/app/start-page-queries';
import { isPageEnabled } from '@/config';
import { OverviewPage } from '@/features/dashboard/overview-page';
import { NotAvailablePage } from '@/features/shell/not-available-page';

/**
 * /: the overview; reached with it switched off only when every section is off (config/page-access.ts), and
 * then it asks for nothing. The health is the shell's query, started by the shell.
 */
export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => {
    if (!isPageEnabled('overview')) return;
    startPageQueries(context.queryClient, [
      getListApiKeysQueryOptions(),
      getListUsersQueryOptions(),
      getListInvitationsQueryOptions(),
      getGetTokenUsageQueryOptions(),
      getGetWalletQueryOptions(),
      getListModelsQueryOptions(),
    ]);
  },
  component: function OverviewRoute() {
    return isPageEnabled('overview') ? <OverviewPage /> : <NotAvailablePage page="overview" />;
  },
});
