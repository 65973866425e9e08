import { createFileRoute } from '@tanstack/react-router';
import { startPageQueries } from '@/app/page-queries';
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
    startPageQueries(context.queryClient, 'overview');
  },
  component: function OverviewRoute() {
    return isPageEnabled('overview') ? <OverviewPage /> : <NotAvailablePage page="overview" />;
  },
});
