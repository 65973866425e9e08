import { createFileRoute } from '@tanstack/react-router';
import { prefetchPage } from '@/app/prefetch-page';
import { OverviewPage } from '@/features/dashboard/overview-page';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => prefetchPage(context.queryClient, (pages) => pages.prefetchOverviewPage),
  component: OverviewPage,
});
