import type { ApiKeyAsRead } from '@/api/as-read';
import { DATE_LOCALE } from '@/config/constants';

import type { KeySort, SortDirection, SortField } from './key-sort';

export {
  DEFAULT_SORT,
  SORT_DIRECTIONS,
  SORT_FIELDS,
  type KeySort,
  type SortDirection,
  type SortField,
} from './key-sort';

/** The direction a column starts in when first chosen: names A to Ö, dates newest first. */
const FIRST_DIRECTION: Record<SortField, SortDirection> = { name: 'asc', created: 'desc', lastUsed: 'desc' };

/** Clicking a column header: the same column flips its direction, another starts in its natural one. */
export function nextSort(current: KeySort, field: SortField): KeySort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: FIRST_DIRECTION[field] };
}

// What a key is searched by, lower-cased once per key object (10,000 keys are filtered on every keystroke).
const haystacks = new WeakMap<ApiKeyAsRead, string>();

function haystackOf(key: ApiKeyAsRead): string {
  let text = haystacks.get(key);
  if (text === undefined) {
    text = `${key.name}\n${key.description ?? ''}\n${key.prefix ?? ''}`.toLowerCase();
    haystacks.set(key, text);
  }
  return text;
}

/** The keys whose name, description or prefix contains the query (case-insensitive); all for a blank one. */
export function filterKeys(keys: readonly ApiKeyAsRead[], query: string): readonly ApiKeyAsRead[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return keys;
  return keys.filter((key) => haystackOf(key).includes(needle));
}

const collator = new Intl.Collator(DATE_LOCALE, { sensitivity: 'base', numeric: true });

/** Milliseconds of an ISO date-time; a missing or unreadable one (a key never used) sorts as the oldest. */
function timeOf(value: string | null | undefined): number {
  if (value == null) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * A sorted copy. Names compare as Swedish text (case-insensitive, numbers by value); dates by time, a key
 * never used counting as the oldest. Ties keep the newest key (highest id) first, whatever the direction,
 * so the order is stable.
 */
export function sortKeys(keys: readonly ApiKeyAsRead[], sort: KeySort): ApiKeyAsRead[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.field === 'name') {
    return [...keys].sort((a, b) => sign * collator.compare(a.name, b.name) || b.id - a.id);
  }
  const field = sort.field;
  // Each date parsed once, not in every comparison.
  const decorated = keys.map((key) => ({ key, time: timeOf(key[field]) }));
  decorated.sort((a, b) => {
    if (a.time !== b.time) return a.time < b.time ? -sign : sign;
    return b.key.id - a.key.id;
  });
  return decorated.map((entry) => entry.key);
}
