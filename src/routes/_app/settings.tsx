import { createFileRoute } from '@tanstack/react-router';
import { prefetchPage } from '@/app/prefetch-page';
import { SettingsPage } from '@/features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => prefetchPage(context.queryClient, (pages) => pages.prefetchSettingsPage),
  component: SettingsPage,
});
