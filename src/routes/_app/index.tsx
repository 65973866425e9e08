import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/dashboard/overview-page';
import { prefetchOverviewPage } from '@/features/dashboard/route-data';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => prefetchOverviewPage(context.queryClient),
  component: OverviewPage,
});
