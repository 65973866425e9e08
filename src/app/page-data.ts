/**
 * The pages' loader bodies (each feature's route-data.ts), in one module of the signed-in app's chunk: the
 * signed-in layout imports it (app/signed-in-layout.tsx), so it is loaded before any page is, and a route's
 * loader reaches it without a request of its own (app/prefetch-page.ts). The data request of a navigation
 * then starts at the click, alongside the page's code, not after it.
 */
export { prefetchApiKeysPage } from '@/features/api-keys/route-data';
export { prefetchBillingPage } from '@/features/billing/route-data';
export { prefetchOverviewPage } from '@/features/dashboard/route-data';
export { prefetchModelsPage } from '@/features/models/route-data';
export { prefetchSettingsPage } from '@/features/settings/route-data';
export { prefetchTeamPage } from '@/features/team/route-data';
