// The list's orders, apart from the sorting itself: the page's address parser reads them on the first load,
// and key-list.ts's collator and caches would come with them.

/** The columns the list sorts by, and the directions. */
export const SORT_FIELDS = ['name', 'created', 'lastUsed'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface KeySort {
  readonly field: SortField;
  readonly direction: SortDirection;
}

/** Newest first, as the platform lists them. */
export const DEFAULT_SORT: KeySort = { field: 'created', direction: 'desc' };
