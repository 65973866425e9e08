import { createFileRoute } from '@tanstack/react-router';
import { startPageQueries } from '@/app/page-queries';
import { SettingsPage } from '@/features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => startPageQueries(context.queryClient, 'settings'),
  component: SettingsPage,
});
