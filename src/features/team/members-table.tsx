import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';

import type { MemberAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';

import { MEMBER_ROW_HEIGHT, MemberRow, type MemberActions } from './member-row';

const HEADER_HEIGHT = 40;
/** Rows rendered beyond the visible ones, so keyboard focus and fast scrolls find a row. */
const OVERSCAN = 10;

interface MembersTableProps extends MemberActions {
  members: readonly MemberAsRead[];
  /** The signed-in user's id: "You", and no removing oneself. */
  currentUserId: number | undefined;
  /** The accessible name of the table's scroll region. */
  label: string;
}

// Column widths (table-layout: fixed takes them from the header); the member column takes what is left.
// On a phone the avatar steps aside and the role and actions columns narrow, so names keep their room.
const COLUMNS = {
  member: { width: undefined },
  role: { width: { base: '6.75rem', md: '7.5rem' } },
  joined: { width: '7rem', optional: true },
  actions: { width: { base: '4.5rem', md: '5.5rem' } },
} as const;
type Column = keyof typeof COLUMNS;
const COLUMN_ORDER = Object.keys(COLUMNS) as Column[];

const columnClass = (column: Column) =>
  'optional' in COLUMNS[column] ? `col-${column} col-optional` : `col-${column}`;

/**
 * The team as a table that renders only the rows in view (TanStack Virtual): 2,000 members scroll as
 * smoothly as ten. The header stays on top, and the table tells assistive technology its full row count and
 * each row's index. Names are text, never markup.
 */
export function MembersTable({ members, currentUserId, label, onChangeRole, onRemove }: MembersTableProps) {
  const { t } = useTranslation();
  const selfHintId = useId();
  // A role that may take no row action sees no Actions column.
  const columns = onChangeRole || onRemove ? COLUMN_ORDER : COLUMN_ORDER.filter((c) => c !== 'actions');
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands out fresh functions by design, so the compiler leaves this component alone;
  // the rows are memoised themselves (MemberRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => MEMBER_ROW_HEIGHT,
    getItemKey: (index) => members[index]?.id ?? index,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start - HEADER_HEIGHT : 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      overflow="auto"
      maxH={{ base: '70dvh', md: 'max(24rem, calc(100dvh - 22rem))' }}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      overscrollBehavior="contain"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <VisuallyHidden id={selfHintId}>{t('pages.team.members.cannotRemoveSelf')}</VisuallyHidden>
      <Table.Root
        size="sm"
        stickyHeader
        aria-rowcount={members.length + 1}
        tableLayout="fixed"
        css={{
          '& .col-optional': { display: { base: 'none', md: 'table-cell' } },
          '& th': { bg: 'bg.muted', height: `${HEADER_HEIGHT}px`, py: '0', px: '3', fontSize: 'xs' },
          '& td': {
            height: `${MEMBER_ROW_HEIGHT}px`,
            px: '3',
            py: '0',
            borderBottomWidth: '1px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            verticalAlign: 'middle',
          },
          '& td.col-joined': { color: 'fg.muted' },
          '& td.col-role, & td.col-actions, & th.col-role, & th.col-actions': { px: { base: '2', md: '3' } },
          '& .member-avatar': { display: { base: 'none', sm: 'flex' } },
          '& tbody tr:hover': { bg: 'bg.subtle' },
        }}
      >
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column}
                className={columnClass(column)}
                width={COLUMNS[column].width}
                textAlign={column === 'actions' ? 'end' : 'start'}
              >
                {t(`pages.team.members.columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {padTop > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: padTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const member = members[item.index];
            return member ? (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.id === currentUserId}
                selfHintId={selfHintId}
                rowIndex={item.index + 2}
                onChangeRole={onChangeRole}
                onRemove={onRemove}
              />
            ) : null;
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: padBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
