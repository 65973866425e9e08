import { createFileRoute } from '@tanstack/react-router';
import { getGetCurrentUserQueryOptions } from '@/api/generated/endpoints/users/users';
import { startPageQueries } from '@/app/start-page-queries';
import { SettingsPage } from '@/features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => startPageQueries(context.queryClient, [getGetCurrentUserQueryOptions()]),
  component: SettingsPage,
});
