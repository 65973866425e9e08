import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/features/shell/not-available-page';

/** /ssh-keys: a section switched off by default and not built; switched on, it says so (config/pages.ts). */
export const Route = createFileRoute('/_app/ssh-keys')({
  component: () => <NotAvailablePage page="sshKeys" />,
});
