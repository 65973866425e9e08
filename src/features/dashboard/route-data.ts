import type { QueryClient } from '@tanstack/react-query';

import { getListApiKeysQueryOptions } from '@/api/generated/endpoints/api-keys/api-keys';
import { getGetWalletQueryOptions } from '@/api/generated/endpoints/billing/billing';
import { getListModelsQueryOptions } from '@/api/generated/endpoints/models/models';
import { getListInvitationsQueryOptions } from '@/api/generated/endpoints/invites/invites';
import { getGetTokenUsageQueryOptions } from '@/api/generated/endpoints/usage/usage';
import { getListUsersQueryOptions } from '@/api/generated/endpoints/users/users';
import { isPageEnabled } from '@/config';

/**
 * The route's loader: what the overview's panels show, asked for with the page's code
 * (api/route-prefetch.ts). The health is the shell's query, asked for by the shell. Nothing while the
 * overview is switched off (every section off: / then only says so).
 */
export function prefetchOverviewPage(queryClient: QueryClient): void {
  if (!isPageEnabled('overview')) return;
  void queryClient.prefetchQuery(getListApiKeysQueryOptions());
  void queryClient.prefetchQuery(getListUsersQueryOptions());
  void queryClient.prefetchQuery(getListInvitationsQueryOptions());
  void queryClient.prefetchQuery(getGetTokenUsageQueryOptions());
  void queryClient.prefetchQuery(getGetWalletQueryOptions());
  void queryClient.prefetchQuery(getListModelsQueryOptions());
}
