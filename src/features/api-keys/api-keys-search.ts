import { oneOf } from '@/config/search-params';

import {
  DEFAULT_SORT,
  SORT_DIRECTIONS,
  SORT_FIELDS,
  type KeySort,
  type SortDirection,
  type SortField,
} from './key-sort';
import { USAGE_PERIODS, type UsagePeriod } from '@/config/dates';

/** Longer filter texts are cut, not refused: no key name or description is longer than this. */
export const MAX_FILTER_LENGTH = 256;

/**
 * The page's address: `q` the filter, `sort`/`dir` the order, `create` the create dialog (the command
 * palette links to `/api-keys?create=true`), `usage`/`days` a key's usage and its period.
 */
export interface ApiKeysSearch {
  readonly q?: string;
  readonly sort?: SortField;
  readonly dir?: SortDirection;
  readonly create?: true;
  readonly usage?: number;
  readonly days?: UsagePeriod;
}

/**
 * Reads the page's address: an invalid value is dropped, never an error page.
 */
export function parseApiKeysSearch(search: Record<string, unknown>): ApiKeysSearch {
  const { q, create, usage } = search;
  const usageId = typeof usage === 'number' || typeof usage === 'string' ? Number(usage) : Number.NaN;
  // Every key, `undefined` when invalid: the router keeps the raw value of a key the parser leaves out.
  return {
    // The router reads `?q=123` as a number.
    q: typeof q === 'string' || typeof q === 'number' ? String(q).slice(0, MAX_FILTER_LENGTH) : undefined,
    sort: oneOf(SORT_FIELDS, search.sort),
    dir: oneOf(SORT_DIRECTIONS, search.dir),
    create: create === true || create === 'true' ? true : undefined,
    usage: Number.isInteger(usageId) && usageId >= 1 ? usageId : undefined,
    days: oneOf(USAGE_PERIODS, search.days),
  };
}

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
