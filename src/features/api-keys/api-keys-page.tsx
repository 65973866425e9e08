import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';

import { useListApiKeys } from '@/api/generated/endpoints/api-keys/api-keys';
import type { ApiKeyAsRead } from '@/api/as-read';
import { unreadableCount } from '@/api/unreadable-items';
import { PageErrorState } from '@/ui/errors';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { SearchInput } from '@/ui/search-input';

import { sortOf, sortSearch, type ApiKeysSearch } from './api-keys-search';
import { filterKeys, nextSort, sortKeys, type SortField } from './key-list';
import { EmptyKeyList, KeyListSkeleton } from './key-list-states';
import { CreateKeyButton } from './create-key-button';
import { KeyTable } from './key-table';
import { CreateKeyDialog, RevokeKeyDialog, RotateKeyDialog } from './lazy-key-dialogs';
import { useAddressFilter } from './use-address-filter';
import { KeyUsageDrawer } from './usage/lazy-key-usage-drawer';
import { DEFAULT_USAGE_PERIOD, type UsagePeriod } from '@/config/dates';

export interface ApiKeysPageProps {
  search: ApiKeysSearch;
  /** Merges into the address's search params (`replace`: no new history entry). */
  onSearchChange: (patch: Partial<ApiKeysSearch>, options?: { replace?: boolean }) => void;
}

/**
 * /api-keys: the account's keys (sorted and filtered, both kept in the address), create, rotate, revoke
 * and each key's usage. A failed list shows the error with a retry, never an empty page.
 */
export function ApiKeysPage({ search, onSearchChange }: ApiKeysPageProps) {
  const { t } = useTranslation();
  const keys = useListApiKeys();
  const createRef = useRef<HTMLButtonElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const actionTriggerRef = useRef<HTMLElement | null>(null);
  const [rotating, setRotating] = useState<ApiKeyAsRead | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyAsRead | null>(null);

  const { filter, setFilter, writeFilter } = useAddressFilter(search.q, (q) =>
    onSearchChange({ q }, { replace: true }),
  );
  const deferredFilter = useDeferredValue(filter);

  const sort = sortOf(search);
  const sorted = useMemo(
    () => sortKeys(keys.data ?? [], { field: sort.field, direction: sort.direction }),
    [keys.data, sort.field, sort.direction],
  );
  const visible = useMemo(() => filterKeys(sorted, deferredFilter), [sorted, deferredFilter]);

  const openCreate = () => onSearchChange({ create: true });
  const onSort = useCallback(
    (field: SortField) => onSearchChange(sortSearch(nextSort(sort, field)), { replace: true }),
    [onSearchChange, sort],
  );
  const remember = useCallback(() => {
    actionTriggerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onUsage = useCallback((key: ApiKeyAsRead) => onSearchChange({ usage: key.id }), [onSearchChange]);
  const onRotate = useCallback(
    (key: ApiKeyAsRead) => {
      remember();
      setRotating(key);
    },
    [remember],
  );
  const onRevoke = useCallback(
    (key: ApiKeyAsRead) => {
      remember();
      setRevoking(key);
    },
    [remember],
  );
  // Focus goes back to the button that opened a dialog; if its row is gone (a revoked key), to the filter.
  const focusAfterAction = useMemo(
    () => ({
      get current(): HTMLElement | null {
        const trigger = actionTriggerRef.current;
        return trigger?.isConnected ? trigger : (filterRef.current ?? createRef.current);
      },
    }),
    [],
  );

  // The table's first rows render at a lower priority, in slices, rather than in one long task; later changes
  // (a created or revoked key) render at once, so focus can move to where they left it.
  const listShown = useDeferredValue(keys.data !== undefined);

  const usageKey = search.usage ? (keys.data?.find((key) => key.id === search.usage) ?? null) : null;
  const total = keys.data?.length ?? 0;
  // Keys the platform sent in a form the console cannot read: left out, and said so under the list.
  const unreadable = unreadableCount(keys.data);
  const unreadableNotice = (
    <UnreadableNotice count={unreadable}>
      {t('pages.apiKeys.list.unreadable', { count: unreadable })}
    </UnreadableNotice>
  );

  return (
    <>
      <PageHeader
        title={t('pages.apiKeys.title')}
        intro={t('pages.apiKeys.intro')}
        actions={
          !(keys.isSuccess && total === 0 && unreadable === 0) ? (
            <CreateKeyButton
              ref={createRef}
              onClick={openCreate}
              alignSelf={{ base: 'flex-start', md: 'auto' }}
            />
          ) : undefined
        }
      />

      {keys.isPending || (keys.data !== undefined && !listShown) ? (
        <KeyListSkeleton />
      ) : keys.isError ? (
        <PageErrorState
          error={keys.error}
          title={t('pages.apiKeys.list.loadFailed')}
          onRetry={() => void keys.refetch()}
          retrying={keys.isFetching}
        />
      ) : total === 0 && unreadable === 0 ? (
        <EmptyKeyList onCreate={openCreate} createRef={createRef} />
      ) : total === 0 ? (
        unreadableNotice
      ) : (
        <Stack gap="3">
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'center' }}
            gap="3"
          >
            <SearchInput
              ref={filterRef}
              groupProps={{ maxW: { sm: 'sm' } }}
              value={filter}
              aria-label={t('pages.apiKeys.list.filter')}
              placeholder={t('pages.apiKeys.list.filterPlaceholder')}
              onChange={(event) => {
                setFilter(event.target.value);
                writeFilter(event.target.value);
              }}
            />
            <Text role="status" fontSize="sm" color="fg.muted">
              {visible.length === total
                ? t('pages.apiKeys.list.count', { count: total })
                : t('pages.apiKeys.list.matching', { count: visible.length, total })}
            </Text>
          </Stack>
          {visible.length === 0 ? (
            <HStack borderWidth="1px" rounded="md" px="4" py="8" justify="center" gap="3" wrap="wrap">
              <Text color="fg.muted">
                {t('pages.apiKeys.list.noMatches', { query: deferredFilter.trim() })}
              </Text>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setFilter('');
                  writeFilter('');
                  writeFilter.flush();
                  filterRef.current?.focus();
                }}
              >
                {t('pages.apiKeys.list.clearFilter')}
              </Button>
            </HStack>
          ) : (
            <KeyTable
              keys={visible}
              sort={sort}
              onSort={onSort}
              label={t('pages.apiKeys.list.label')}
              onUsage={onUsage}
              onRotate={onRotate}
              onRevoke={onRevoke}
            />
          )}
          {unreadableNotice}
        </Stack>
      )}

      <CreateKeyDialog
        open={search.create === true}
        onClose={() => onSearchChange({ create: undefined }, { replace: true })}
        finalFocusRef={createRef}
      />
      <RotateKeyDialog apiKey={rotating} onClose={() => setRotating(null)} finalFocusRef={focusAfterAction} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} finalFocusRef={focusAfterAction} />
      <KeyUsageDrawer
        apiKey={usageKey}
        days={search.days ?? DEFAULT_USAGE_PERIOD}
        onDaysChange={(days: UsagePeriod) => onSearchChange({ days }, { replace: true })}
        onClose={() => onSearchChange({ usage: undefined, days: undefined }, { replace: true })}
      />
    </>
  );
}
