import { createFileRoute } from '@tanstack/react-router';
import { prefetchPage } from '@/app/prefetch-page';
import { isPageEnabled } from '@/config';
import { OverviewPage } from '@/features/dashboard/overview-page';
import { NotAvailablePage } from '@/features/shell/not-available-page';

/** /: the overview; reached with it switched off only when every section is off (config/page-access.ts). */
export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => prefetchPage(context.queryClient, (pages) => pages.prefetchOverviewPage),
  component: function OverviewRoute() {
    return isPageEnabled('overview') ? <OverviewPage /> : <NotAvailablePage page="overview" />;
  },
});
