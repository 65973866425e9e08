import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { startPageQueries } from '@/app/page-queries';
import { ApiKeysPage } from '@/features/api-keys/api-keys-page';
import { parseApiKeysSearch, type ApiKeysSearch } from '@/features/api-keys/api-keys-search';

/** /api-keys, with the filter, order, create dialog and usage panel in the address (`?create=true`…). */
export const Route = createFileRoute('/_app/api-keys')({
  validateSearch: parseApiKeysSearch,
  loader: ({ context }) => startPageQueries(context.queryClient, 'apiKeys'),
  component: function ApiKeysRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearchChange = useCallback(
      (patch: Partial<ApiKeysSearch>, options?: { replace?: boolean }) =>
        void navigate({
          search: (previous: ApiKeysSearch) => ({ ...previous, ...patch }),
          replace: options?.replace,
        }),
      [navigate],
    );
    return <ApiKeysPage search={search} onSearchChange={onSearchChange} />;
  },
});
