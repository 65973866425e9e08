import { Box, Button, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, ChartColumn, RefreshCw, Trash2 } from 'lucide-react';
import { memo, useId, useMemo, useState } from 'react';

import type { ApiKey } from '@/api/generated/model';
import { formatDate, useTranslation } from '@/i18n';

import type { KeySort, SortField } from './key-list';

/** Every row is one line high, so the virtualiser knows each position without measuring. */
export const ROW_HEIGHT = 48;
const HEADER_HEIGHT = 40;
/** Rows rendered beyond the visible ones, so keyboard focus and fast scrolls find a row. */
const OVERSCAN = 8;

export interface KeyActions {
  onUsage: (key: ApiKey) => void;
  onRotate: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

interface KeyTableProps extends KeyActions {
  keys: readonly ApiKey[];
  sort: KeySort;
  onSort: (field: SortField) => void;
  /** The accessible name of the table's scroll region. */
  label: string;
}

// Column widths (table-layout: fixed takes them from the header); the name, or from xl the description,
// takes what is left. Narrower screens show fewer columns: from xl all of them, from md the key, last use
// and status too, below md the name (with the key and last use under it) and the actions.
const COLUMNS = {
  name: { width: { base: 'auto', xl: '13rem' } },
  description: { width: 'auto', from: 'xl' },
  prefix: { width: '7.5rem', from: 'md' },
  created: { width: '7rem', from: 'xl' },
  lastUsed: { width: '9rem', from: 'md' }, // room for 'Senast använd' and its sort arrow
  status: { width: '5rem', from: 'md' },
  actions: { width: '7.5rem' },
} as const;
type Column = keyof typeof COLUMNS;
const COLUMN_ORDER = Object.keys(COLUMNS) as Column[];
const SORTABLE: Partial<Record<Column, SortField>> = {
  name: 'name',
  created: 'created',
  lastUsed: 'lastUsed',
};

/**
 * The table's look, once for all rows: cells, the status and the row actions are plain elements styled
 * from here, so mounting rows while scrolling costs no per-element style work.
 */
const TABLE_CSS = {
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

const columnClass = (column: Column) => {
  const spec = COLUMNS[column];
  return 'from' in spec ? `col-${column} col-from-${spec.from}` : `col-${column}`;
};

/** The row's texts, translated once per language rather than in every row as it scrolls into view. */
interface RowTexts {
  usageOf: (name: string) => string;
  rotateKey: (name: string) => string;
  revokeKey: (name: string) => string;
  neverUsed: string;
  noDescription: string;
  active: string;
  inactive: string;
}

const NAME_SLOT = '\u0000';

function useRowTexts(): RowTexts {
  const { t } = useTranslation();
  return useMemo(() => {
    // The translation with a marker where the name goes, split once: then each row only joins strings.
    const withName = (key: 'usageOf' | 'rotateKey' | 'revokeKey') => {
      const [before = '', after = ''] = t(`pages.apiKeys.list.${key}`, { name: NAME_SLOT }).split(NAME_SLOT);
      return (name: string) => `${before}${name}${after}`;
    };
    return {
      usageOf: withName('usageOf'),
      rotateKey: withName('rotateKey'),
      revokeKey: withName('revokeKey'),
      neverUsed: t('pages.apiKeys.list.neverUsed'),
      noDescription: t('pages.apiKeys.list.noDescription'),
      active: t('pages.apiKeys.list.active'),
      inactive: t('pages.apiKeys.list.inactive'),
    };
  }, [t]);
}

// A key's dates as shown, formatted once per key object (rows mount again and again while scrolling).
const shownDates = new WeakMap<ApiKey, { created: string; lastUsed: string | null }>();
function datesOf(key: ApiKey) {
  let dates = shownDates.get(key);
  if (!dates) {
    dates = { created: formatDate(key.created), lastUsed: key.lastUsed ? formatDate(key.lastUsed) : null };
    shownDates.set(key, dates);
  }
  return dates;
}

const ACTION_ICONS = { usage: ChartColumn, rotate: RefreshCw, revoke: Trash2 } as const;
type Action = keyof typeof ACTION_ICONS;

/**
 * The key list as a table that renders only the rows in view (TanStack Virtual): 10,000 keys scroll as
 * smoothly as ten. Rows are one line high (long text is cut with an ellipsis and shown in full on hover),
 * the header stays on top, and the table tells assistive technology its full row count and each row's index.
 * Scrolling re-renders the body alone; the frame and header stay as they are.
 */
export function KeyTable({ keys, sort, onSort, label, onUsage, onRotate, onRevoke }: KeyTableProps) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const texts = useRowTexts();
  const iconPrefix = `key-icon-${useId().replace(/[^\w-]/g, '')}`;

  return (
    <Box
      ref={setScrollElement}
      role="region"
      aria-label={label}
      tabIndex={0}
      overflow="auto"
      maxH={{ base: '70dvh', md: 'max(22rem, calc(100dvh - 19rem))' }}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      overscrollBehavior="contain"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {/* The row actions' icons, drawn once and used by every row. */}
      <svg aria-hidden width="0" height="0" style={{ position: 'absolute' }}>
        {Object.entries(ACTION_ICONS).map(([action, Icon]) => (
          <symbol key={action} id={`${iconPrefix}-${action}`} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        ))}
      </svg>
      <Table.Root
        size="sm"
        stickyHeader
        aria-rowcount={keys.length + 1}
        tableLayout="fixed"
        minW={{ base: 'auto', md: '40rem', xl: '50rem' }}
        css={TABLE_CSS}
      >
        <KeyTableHeader sort={sort} onSort={onSort} />
        <KeyTableBody
          scrollElement={scrollElement}
          keys={keys}
          texts={texts}
          iconPrefix={iconPrefix}
          onUsage={onUsage}
          onRotate={onRotate}
          onRevoke={onRevoke}
        />
      </Table.Root>
    </Box>
  );
}

const KeyTableHeader = memo(function KeyTableHeader({
  sort,
  onSort,
}: {
  sort: KeySort;
  onSort: (field: SortField) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row aria-rowindex={1}>
        {COLUMN_ORDER.map((column) => {
          const field = SORTABLE[column];
          const sorted = field !== undefined && sort.field === field;
          const heading = t(`pages.apiKeys.list.columns.${column}`);
          return (
            <Table.ColumnHeader
              key={column}
              className={`col-header ${columnClass(column)}`}
              width={COLUMNS[column].width}
              aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
              textAlign={column === 'actions' ? 'end' : 'start'}
            >
              {field ? (
                <Button
                  variant="plain"
                  size="xs"
                  px="0"
                  fontWeight="semibold"
                  title={t('pages.apiKeys.list.sortBy', { column: heading })}
                  onClick={() => onSort(field)}
                >
                  {heading}
                  {sorted ? (
                    sort.direction === 'asc' ? (
                      <ArrowUp aria-hidden />
                    ) : (
                      <ArrowDown aria-hidden />
                    )
                  ) : (
                    <Box as="span" color="fg.subtle" display="inline-flex">
                      <ArrowUpDown aria-hidden />
                    </Box>
                  )}
                </Button>
              ) : (
                <Box as="span" fontSize="xs" fontWeight="semibold">
                  {heading}
                </Box>
              )}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
});

interface KeyTableBodyProps extends KeyActions {
  scrollElement: HTMLDivElement | null;
  keys: readonly ApiKey[];
  texts: RowTexts;
  iconPrefix: string;
}

function KeyTableBody({ scrollElement, keys, texts, iconPrefix, ...actions }: KeyTableBodyProps) {
  // TanStack Virtual hands out fresh functions by design, so the compiler leaves this component alone;
  // the rows are memoised themselves (KeyRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => keys[index]?.id ?? index,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - HEADER_HEIGHT : 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const columns = COLUMN_ORDER.length;

  return (
    <tbody>
      {padTop > 0 && (
        <tr aria-hidden>
          <td colSpan={columns} style={{ height: padTop, padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const key = keys[item.index];
        return key ? (
          <KeyRow
            key={key.id}
            apiKey={key}
            rowIndex={item.index + 2}
            texts={texts}
            iconPrefix={iconPrefix}
            {...actions}
          />
        ) : null;
      })}
      {padBottom > 0 && (
        <tr aria-hidden>
          <td colSpan={columns} style={{ height: padBottom, padding: 0, border: 0 }} />
        </tr>
      )}
    </tbody>
  );
}

interface KeyRowProps extends KeyActions {
  apiKey: ApiKey;
  rowIndex: number;
  texts: RowTexts;
  iconPrefix: string;
}

/** One key. Plain elements styled by the table (cheap to mount while scrolling); text, never HTML. */
const KeyRow = memo(function KeyRow({
  apiKey,
  rowIndex,
  texts,
  iconPrefix,
  onUsage,
  onRotate,
  onRevoke,
}: KeyRowProps) {
  const { name, description, prefix, active } = apiKey;
  const dates = datesOf(apiKey);
  const actions: { action: Action; label: string; run: (key: ApiKey) => void }[] = [
    { action: 'usage', label: texts.usageOf(name), run: onUsage },
    { action: 'rotate', label: texts.rotateKey(name), run: onRotate },
    { action: 'revoke', label: texts.revokeKey(name), run: onRevoke },
  ];
  return (
    <tr aria-rowindex={rowIndex} data-key-id={apiKey.id}>
      <td className="col-name" title={name}>
        <span className="key-name">{name}</span>
        <span className="key-sub">{`${prefix}… · ${dates.lastUsed ?? texts.neverUsed}`}</span>
      </td>
      <td className={columnClass('description')} title={description ?? undefined}>
        {description || texts.noDescription}
      </td>
      <td className={columnClass('prefix')}>{`${prefix}…`}</td>
      <td className={columnClass('created')}>{dates.created}</td>
      <td className={columnClass('lastUsed')}>{dates.lastUsed ?? texts.neverUsed}</td>
      <td className={columnClass('status')}>
        <span className="key-status" data-inactive={active ? undefined : ''}>
          {active ? texts.active : texts.inactive}
        </span>
      </td>
      <td className="col-actions">
        {actions.map(({ action, label, run }) => (
          <button
            key={action}
            type="button"
            className="key-action"
            data-danger={action === 'revoke' ? '' : undefined}
            aria-label={label}
            title={label}
            onClick={() => run(apiKey)}
          >
            <svg aria-hidden viewBox="0 0 24 24">
              <use href={`#${iconPrefix}-${action}`} />
            </svg>
          </button>
        ))}
      </td>
    </tr>
  );
});
