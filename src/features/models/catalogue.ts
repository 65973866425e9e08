import type { HealthAsRead, ModelAsRead } from '@/api/as-read';
import { reportedHealthStatus, type ReportedHealthStatus } from '@/api/health-status';
import { pricesOf, type ModelPrices } from '@/api/model-prices';

import { DEFAULT_MODEL_SORT, type ModelSort, type ModelType } from './models-search';

/** A model as `GET /v1/models` lists it, read: its id for certain (the contract's `x-essential`). */
export type CatalogueModel = ModelAsRead;

export { pricesOf, type ModelPrices } from '@/api/model-prices';

/** A model's endpoint as the health check reports it; `unknown` when it reports nothing for the model. */
export type EndpointStatus = ReportedHealthStatus;

/** A model the catalogue lists: one with both an input and an output price (spec section 3). */
export interface ListedModel {
  readonly model: CatalogueModel;
  readonly prices: ModelPrices;
  readonly status: EndpointStatus;
}

export interface ModelFilters {
  readonly q?: string;
  readonly type?: ModelType;
  readonly tag?: string;
  readonly sort?: ModelSort;
}

/** Each chat endpoint's status by model id (`/health`'s `chatEndpoints`). */
export function endpointStatuses(health: HealthAsRead | undefined): ReadonlyMap<string, EndpointStatus> {
  return new Map(
    (health?.chatEndpoints ?? []).map((endpoint) => [endpoint.model, reportedHealthStatus(endpoint.status)]),
  );
}

/** The models to list, with their prices and endpoint status; unpriced models are left out. */
export function listedModels(
  models: readonly CatalogueModel[],
  health: HealthAsRead | undefined,
): ListedModel[] {
  const statuses = endpointStatuses(health);
  return models.flatMap((model) => {
    const prices = pricesOf(model);
    return prices
      ? [{ model, prices, status: statuses.get(model.id) ?? reportedHealthStatus(undefined) }]
      : [];
  });
}

/** Every tag of the listed models, once whatever its case (the first spelling), in alphabetical order. */
export function modelTags(models: readonly ListedModel[]): string[] {
  const tags = new Map<string, string>();
  for (const tag of models.flatMap(({ model }) => model.tags ?? [])) {
    if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  return [...tags.values()].sort(compareText);
}

/** The text a search looks in: id, root, owner, type, description and tags. */
function searchableText(model: CatalogueModel): string {
  return [model.id, model.root, model.owned_by, model.model_type, model.description, ...(model.tags ?? [])]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** Models matching every word of the search (case-insensitive), the type and the tag. */
export function filterModels(models: readonly ListedModel[], filters: ModelFilters): ListedModel[] {
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const tag = filters.tag?.toLowerCase();
  return models.filter(({ model }) => {
    if (filters.type && model.model_type !== filters.type) return false;
    if (tag && !(model.tags ?? []).some((t) => t.toLowerCase() === tag)) return false;
    if (words.length === 0) return true;
    const text = searchableText(model);
    return words.every((word) => text.includes(word));
  });
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

function byName(a: ListedModel, b: ListedModel): number {
  return compareText(a.model.id, b.model.id);
}

/** By input price, then output price; equal prices by name. */
function byPrice(a: ListedModel, b: ListedModel): number {
  return a.prices.input - b.prices.input || a.prices.output - b.prices.output;
}

/** A sorted copy. Price sorts keep names in A–Z order among equal prices, whichever the direction. */
export function sortModels(
  models: readonly ListedModel[],
  sort: ModelSort = DEFAULT_MODEL_SORT,
): ListedModel[] {
  const sorted = [...models];
  switch (sort) {
    case 'name':
      return sorted.sort(byName);
    case 'name-desc':
      return sorted.sort((a, b) => byName(b, a));
    case 'price':
      return sorted.sort((a, b) => byPrice(a, b) || byName(a, b));
    case 'price-desc':
      return sorted.sort((a, b) => byPrice(b, a) || byName(a, b));
  }
}

/** What the page shows: filtered, then sorted. */
export function applyFilters(models: readonly ListedModel[], filters: ModelFilters): ListedModel[] {
  return sortModels(filterModels(models, filters), filters.sort);
}

/** Any filter (not the sort) narrows the list. */
export function hasActiveFilters(filters: ModelFilters): boolean {
  return Boolean(filters.q || filters.type || filters.tag);
}
