import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { startPageQueries } from '@/app/page-queries';
import { parseTeamSearch, TeamPage, type TeamSearch } from '@/features/team';

/** /team, with the member search, role filter and invite dialog in the address (`?invite=true`…). */
export const Route = createFileRoute('/_app/team')({
  validateSearch: parseTeamSearch,
  loader: ({ context }) => startPageQueries(context.queryClient, 'team'),
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
