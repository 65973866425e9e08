/**
 * The generated query options the pages' loaders start (app/start-page-queries.ts). The signed-in layout
 * imports this module, so it comes with the signed-in app's chunk and a loader reaches it without a request
 * of its own, while the generated client and its zod schemas stay out of the first load.
 */
export { getListApiKeysQueryOptions } from '@/api/generated/endpoints/api-keys/api-keys';
export {
  getGetWalletQueryOptions,
  getListInvoicesQueryOptions,
  getListPaymentMethodsQueryOptions,
} from '@/api/generated/endpoints/billing/billing';
export { getListInvitationsQueryOptions } from '@/api/generated/endpoints/invites/invites';
export { getListModelsQueryOptions } from '@/api/generated/endpoints/models/models';
export { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';
export {
  getGetCurrentUserQueryOptions,
  getListUsersQueryOptions,
} from '@/api/generated/endpoints/users/users';
// The registry decides whether the overview has anything to ask for; it stays out of the first load too.
export { isPageEnabled } from '@/config';
