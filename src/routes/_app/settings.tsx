import { createFileRoute } from '@tanstack/react-router';
import { prefetchSettingsPage } from '@/features/settings/route-data';
import { SettingsPage } from '@/features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => prefetchSettingsPage(context.queryClient),
  component: SettingsPage,
});
