import { createFileRoute } from '@tanstack/react-router';
import { startPageQueries } from '@/app/start-page-queries';
import { SettingsPage } from '@/features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => startPageQueries(context.queryClient, (q) => [q.getGetCurrentUserQueryOptions()]),
  component: SettingsPage,
});
