import { z } from 'zod/mini';

/**
 * The Models page's state in the URL: text search, type and tag filters, sort, the open model (the command
 * palette links to `/models?model=<id>`) and the compare view. Every value is checked; anything invalid falls
 * back to "not set", so an old or hand-edited link still opens the page.
 */

export const MODEL_TYPES = ['chat', 'embedding'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

export const MODEL_SORTS = ['name', 'name-desc', 'price', 'price-desc'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const DEFAULT_MODEL_SORT: ModelSort = 'name';

/** At most this many models side by side. */
export const COMPARE_MAX_MODELS = 3;

// The router parses `?model=123` as a number: take it back as text. Blank text is "not set".
const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => {
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  }),
);

const optionalText = z.catch(z.optional(text), undefined);

export const modelsSearchSchema = z.object({
  q: optionalText,
  type: z.catch(z.optional(z.enum(MODEL_TYPES)), undefined),
  tag: optionalText,
  sort: z.catch(z.optional(z.enum(MODEL_SORTS)), undefined),
  /** The model whose details are open. */
  model: optionalText,
  /** The compare view is open: the chosen model ids, comma-separated (empty: none chosen yet). */
  compare: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value)),
      ),
    ),
    undefined,
  ),
});

export type ModelsSearch = z.output<typeof modelsSearchSchema>;

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
