import { createFileRoute } from '@tanstack/react-router';
import { startPageQueries } from '@/app/page-queries';
import { ModelsPage } from '@/features/models/models-page';
import { parseModelsSearch } from '@/features/models/models-search';

/** /models: filters, sort, the open model (`?model=`, the command palette's link) and the comparison in the URL. */
export const Route = createFileRoute('/_app/models')({
  validateSearch: parseModelsSearch,
  loader: ({ context }) => startPageQueries(context.queryClient, 'models'),
  component: ModelsPage,
});
