import type { QueryClient } from '@tanstack/react-query';

import { getListInvitationsQueryOptions } from '@/api/generated/endpoints/invites/invites';
import {
  getGetCurrentUserQueryOptions,
  getListUsersQueryOptions,
} from '@/api/generated/endpoints/users/users';

/** The route's loader: members, invitations and the signed-in user, asked for with the page's code. */
export function prefetchTeamPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getListUsersQueryOptions());
  void queryClient.prefetchQuery(getListInvitationsQueryOptions());
  void queryClient.prefetchQuery(getGetCurrentUserQueryOptions());
}
