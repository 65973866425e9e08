/**
 * The Models page: the priced catalogue with filters, search and sort in the URL, a model's details
 * and code snippets, its test playground (chat with streaming, embeddings) and a side-by-side comparison.
 * The route (`src/routes/_app/models.tsx`) validates the search params with `parseModelsSearch`.
 */
export { ModelsPage } from './models-page';
export { parseModelsSearch, type ModelsSearch } from './models-search';
