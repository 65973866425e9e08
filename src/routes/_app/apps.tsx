import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/features/shell/not-available-page';

/** /apps: a section switched off by default and not built; switched on, it says so (config/pages.ts). */
export const Route = createFileRoute('/_app/apps')({
  component: () => <NotAvailablePage page="installedApps" />,
});
