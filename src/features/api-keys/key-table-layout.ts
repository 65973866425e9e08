/** The key table's geometry and look: row heights, columns per screen width, one stylesheet for all rows. */

import type { SortField } from './key-list';

/** Every row is one line high, so the virtualiser knows each position without measuring. */
export const ROW_HEIGHT = 48;
export const HEADER_HEIGHT = 40;
/** Rows rendered beyond the visible ones, so keyboard focus and fast scrolls find a row. */
export const OVERSCAN = 8;

// Column widths (table-layout: fixed takes them from the header); the name, or from xl the description,
// takes what is left. Narrower screens show fewer columns: from xl all of them, from md the key, last use
// and status too, below md the name (with the key and last use under it) and the actions.
export const COLUMNS = {
  name: { width: { base: 'auto', xl: '13rem' } },
  description: { width: 'auto', from: 'xl' },
  prefix: { width: '7.5rem', from: 'md' },
  created: { width: '7rem', from: 'xl' },
  lastUsed: { width: '9rem', from: 'md' }, // room for 'Senast använd' and its sort arrow
  status: { width: '5rem', from: 'md' },
  actions: { width: '7.5rem' },
} as const;
export type Column = keyof typeof COLUMNS;
export const COLUMN_ORDER = Object.keys(COLUMNS) as Column[];
export const SORTABLE: Partial<Record<Column, SortField>> = {
  name: 'name',
  created: 'created',
  lastUsed: 'lastUsed',
};

/**
 * The table's look, once for all rows: cells, the status and the row actions are plain elements styled
 * from here, so mounting rows while scrolling costs no per-element style work.
 */
export const TABLE_CSS = {
  '& .col-from-md': { display: { base: 'none', md: 'table-cell' } },
  '& .col-from-xl': { display: { base: 'none', xl: 'table-cell' } },
  '& th.col-header': { bg: 'bg.muted', height: `${HEADER_HEIGHT}px`, py: '0', px: '3' },
  '& td': {
    height: `${ROW_HEIGHT}px`,
    px: '3',
    borderBottomWidth: '1px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  '& .key-name, & .key-sub': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .key-name': { fontWeight: 'medium' },
  '& .key-sub': { display: { base: 'block', md: 'none' }, fontSize: 'xs', color: 'fg.muted', mt: '0.5' },
  '& td.col-prefix': { fontFamily: 'mono', fontSize: 'xs' },
  '& td.col-description, & td.col-created, & td.col-lastUsed': { color: 'fg.muted' },
  '& td.col-actions': { textAlign: 'end', overflow: 'visible' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
  '& .key-status': {
    display: 'inline-flex',
    alignItems: 'center',
    px: '1.5',
    minH: '5',
    rounded: 'l2',
    textStyle: 'xs',
    fontWeight: 'medium',
    bg: 'green.subtle',
    color: 'green.fg',
  },
  '& .key-status[data-inactive]': { bg: 'gray.subtle', color: 'gray.fg' },
  '& .key-action': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    rounded: 'l2',
    color: 'fg.muted',
    cursor: 'pointer',
    transition: 'background 0.1s',
  },
  '& .key-action svg': { width: '4', height: '4' },
  '& .key-action:hover': { bg: 'bg.muted', color: 'fg' },
  '& .key-action:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  '& .key-action[data-danger]': { color: 'red.fg' },
  '& .key-action[data-danger]:hover': { bg: 'red.subtle' },
} as const;

export const columnClass = (column: Column) => {
  const spec = COLUMNS[column];
  return 'from' in spec ? `col-${column} col-from-${spec.from}` : `col-${column}`;
};
