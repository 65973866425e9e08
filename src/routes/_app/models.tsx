import { createFileRoute } from '@tanstack/react-router';

import { ModelsPage } from '@/features/models/models-page';
import { parseModelsSearch } from '@/features/models/models-search';
import { prefetchModelsPage } from '@/features/models/route-data';

/** /models: filters, sort, the open model (`?model=`, the command palette's link) and the comparison in the URL. */
export const Route = createFileRoute('/_app/models')({
  validateSearch: parseModelsSearch,
  loader: ({ context }) => prefetchModelsPage(context.queryClient),
  component: ModelsPage,
});
