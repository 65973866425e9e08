import { createFileRoute } from '@tanstack/react-router';
import { getListModelsQueryOptions } from '@/api/generated/endpoints/models/models';
import { startPageQueries } from '@/app/start-page-queries';
import { ModelsPage } from '@/features/models/models-page';
import { parseModelsSearch } from '@/features/models/models-search';

/** /models: filters, sort, the open model (`?model=`, the command palette's link) and the comparison in the URL. */
export const Route = createFileRoute('/_app/models')({
  validateSearch: parseModelsSearch,
  loader: ({ context }) => startPageQueries(context.queryClient, [getListModelsQueryOptions()]),
  component: ModelsPage,
});
