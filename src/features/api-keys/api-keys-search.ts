import { z } from 'zod/mini';

import { DEFAULT_SORT, SORT_DIRECTIONS, SORT_FIELDS, type KeySort } from './key-list';
import { USAGE_PERIODS } from './usage/usage-period';

/** Longer filter texts are cut, not refused: no key name or description is longer than this. */
export const MAX_FILTER_LENGTH = 256;

/**
 * The page's address: `q` the filter, `sort`/`dir` the order, `create` the create dialog (the command
 * palette links to `/api-keys?create=true`), `usage`/`days` a key's usage and its period. An invalid value
 * is dropped, never an error page.
 */
export const apiKeysSearchSchema = z.object({
  q: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]), // the router reads `?q=123` as a number
        z.transform((text) => String(text).slice(0, MAX_FILTER_LENGTH)),
      ),
    ),
    undefined,
  ),
  sort: z.catch(z.optional(z.enum(SORT_FIELDS)), undefined),
  dir: z.catch(z.optional(z.enum(SORT_DIRECTIONS)), undefined),
  create: z.catch(
    z.optional(
      z.pipe(
        z.union([z.literal(true), z.literal('true')]),
        z.transform(() => true as const),
      ),
    ),
    undefined,
  ),
  usage: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined),
  days: z.catch(z.optional(z.literal(USAGE_PERIODS)), undefined),
});

export type ApiKeysSearch = z.output<typeof apiKeysSearchSchema>;

export function sortOf(search: Pick<ApiKeysSearch, 'sort' | 'dir'>): KeySort {
  if (!search.sort) return DEFAULT_SORT;
  const first = search.sort === 'name' ? 'asc' : 'desc';
  return { field: search.sort, direction: search.dir ?? first };
}

/** The search params of a sort: none for the default order, so the plain address stays plain. */
export function sortSearch(sort: KeySort): Pick<ApiKeysSearch, 'sort' | 'dir'> {
  if (sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction) {
    return { sort: undefined, dir: undefined };
  }
  return { sort: sort.field, dir: sort.direction };
}
