import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { getListInvitationsQueryOptions } from '@/api/generated/endpoints/invites/invites';
import {
  getGetCurrentUserQueryOptions,
  getListUsersQueryOptions,
} from '@/api/generated/endpoints/users/users';
import { startPageQueries } from '@/app/start-page-queries';
import { parseTeamSearch, TeamPage, type TeamSearch } from '@/features/team';

/** /team, with the member search, role filter and invite dialog in the address (`?invite=true`…). */
export const Route = createFileRoute('/_app/team')({
  validateSearch: parseTeamSearch,
  loader: ({ context }) =>
    startPageQueries(context.queryClient, [
      getListUsersQueryOptions(),
      getListInvitationsQueryOptions(),
      getGetCurrentUserQueryOptions(),
    ]),
  component: function TeamRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearchChange = useCallback(
      (patch: Partial<TeamSearch>, options?: { replace?: boolean }) =>
        void navigate({
          search: (previous: TeamSearch) => ({ ...previous, ...patch }),
          replace: options?.replace,
        }),
      [navigate],
    );
    return <TeamPage search={search} onSearchChange={onSearchChange} />;
  },
});
