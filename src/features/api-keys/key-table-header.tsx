import { Box, Button, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';

import { useTranslation } from '@/i18n';

import type { KeySort, SortField } from './key-list';
import { COLUMN_ORDER, COLUMNS, columnClass, SORTABLE } from './key-table-layout';

/** The column headings; the sortable ones are buttons, the sorted one says so (aria-sort). */
export const KeyTableHeader = memo(function KeyTableHeader({
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
