import type { TFunction } from '@/i18n';

import { oneOf } from '@/config/search-params';

/**
 * The Models page's state in the URL: text search, type and tag filters, sort, the open model (the command
 * palette links to `/models?model=<id>`) and the compare view. Every value is checked; anything invalid falls
 * back to "not set", so an old or hand-edited link still opens the page.
 */

/** The types spec section 3 names; the platform may list a model of another type, shown as it is. */
export const MODEL_TYPES = ['chat', 'embedding'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];
export const isModelType = (value: string): value is ModelType =>
  (MODEL_TYPES as readonly string[]).includes(value);

/** A model's type in words: Chat or Embedding, or the platform's own word for a type the console does not know. */
export function modelTypeLabel(t: TFunction, type: string): string {
  return isModelType(type) ? t(`pages.models.types.${type}`) : type;
}

export const MODEL_SORTS = ['name', 'name-desc', 'price', 'price-desc'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const DEFAULT_MODEL_SORT: ModelSort = 'name';

/** At most this many models side by side. */
export const COMPARE_MAX_MODELS = 3;

/** The Models page's address. */
export interface ModelsSearch {
  readonly q?: string;
  readonly type?: ModelType;
  readonly tag?: string;
  readonly sort?: ModelSort;
  /** The model whose details are open. */
  readonly model?: string;
  /** The compare view is open: the chosen model ids, comma-separated (empty: none chosen yet). */
  readonly compare?: string;
}

// The router parses `?model=123` as a number: take it back as text.
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Blank text is "not set". */
function nonBlank(value: unknown): string | undefined {
  const trimmed = textOf(value)?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Reads the Models page's address: an invalid value is dropped, never an error page.
 */
export function parseModelsSearch(search: Record<string, unknown>): ModelsSearch {
  // Every key, `undefined` when invalid: the router keeps the raw value of a key the parser leaves out.
  return {
    q: nonBlank(search.q),
    type: oneOf(MODEL_TYPES, search.type),
    tag: nonBlank(search.tag),
    sort: oneOf(MODEL_SORTS, search.sort),
    model: nonBlank(search.model),
    compare: textOf(search.compare),
  };
}

/** The compare view's model ids from the URL: distinct, at most three. */
export function parseCompareIds(value: string | undefined): string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, COMPARE_MAX_MODELS);
}

export function formatCompareIds(ids: readonly string[]): string {
  return ids.filter((id) => id !== '').join(',');
}
