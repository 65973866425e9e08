import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotAvailableSection } from '@/features/shell/not-available-page';

/**
 * A section the registry lists but the console has not built (config/pages.ts, `built: false`): switched on,
 * its path says it is not available; any other single-segment path goes to / (spec section 2).
 */
export const Route = createFileRoute('/_app/$section')({
  beforeLoad: async ({ params }) => {
    const { notBuiltPageAt } = await import('@/config/page-access');
    if (!notBuiltPageAt(`/${params.section}`)) throw redirect({ to: '/', replace: true });
  },
  component: NotAvailableSection,
});
