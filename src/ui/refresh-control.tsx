import { HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

import { formatDate, useTranslation } from '@/i18n';

interface RefreshControlProps {
  /**
   * When the figures shown were fetched (TanStack Query's `dataUpdatedAt`; of several queries, pass the
   * oldest); 0 while nothing has arrived.
   */
  updatedAt: number;
  /** A refetch is on its way: the button spins (and stays focusable). */
  fetching: boolean;
  onRefresh: () => unknown;
}

const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "Updated 14:32" (today) or "Updated 2026-11-25 14:32" (earlier), in sv-SE like every date. */
function updatedAtText(updatedAt: number, now: Date = new Date()): string {
  const date = new Date(updatedAt);
  return isSameDay(date, now)
    ? formatDate(date, { timeStyle: 'short' })
    : formatDate(date, { dateStyle: 'short', timeStyle: 'short' });
}

/** A panel's "Updated 14:32" and its Refresh button, for figures that change while the page is open. */
export function RefreshControl({ updatedAt, fetching, onRefresh }: RefreshControlProps) {
  const { t } = useTranslation();
  const label = fetching ? t('shell.refresh.refreshing') : t('shell.refresh.button');
  return (
    <HStack gap="1" color="fg.muted" data-testid="refresh-control">
      <Text fontSize="xs" fontVariantNumeric="tabular-nums">
        {updatedAt > 0
          ? t('shell.refresh.updated', { time: updatedAtText(updatedAt) })
          : t('shell.refresh.never')}
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('shell.refresh.button')}
        title={label}
        aria-busy={fetching}
        onClick={() => {
          if (!fetching) void onRefresh();
        }}
      >
        {fetching ? <Spinner size="xs" /> : <RefreshCw aria-hidden />}
      </IconButton>
    </HStack>
  );
}
