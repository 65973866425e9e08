import { Box, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useState } from 'react';

import type { ApiKeyAsRead } from '@/api/as-read';

import type { KeySort, SortField } from './key-list';
import { KeyRow, type KeyActions } from './key-row';
import { ACTION_ICONS, useRowTexts, type RowTexts } from './key-row-texts';
import { KeyTableHeader } from './key-table-header';
import { COLUMN_ORDER, HEADER_HEIGHT, OVERSCAN, ROW_HEIGHT, TABLE_CSS } from './key-table-layout';

export type { KeyActions } from './key-row';

interface KeyTableProps extends KeyActions {
  keys: readonly ApiKeyAsRead[];
  sort: KeySort;
  onSort: (field: SortField) => void;
  /** The accessible name of the table's scroll region. */
  label: string;
}

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

interface KeyTableBodyProps extends KeyActions {
  scrollElement: HTMLDivElement | null;
  keys: readonly ApiKeyAsRead[];
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
