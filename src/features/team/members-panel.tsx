import { Button, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, useState, type RefObject } from 'react';
import { useDebouncedCallback } from 'use-debounce';

import type { UserRole } from '@/api/generated/model';
import { unreadableCount } from '@/api/unreadable-items';
import { PageErrorState } from '@/ui/errors';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { SearchInput } from '@/ui/search-input';
import { useTranslation } from '@/i18n';

import { filterMembers, sortMembers } from './member-list';
import type { MemberActions } from './member-row';
import { MembersTable } from './members-table';
import { isUserRole, USER_ROLES } from './roles';
import { MembersSkeleton, NoMembers } from './team-states';
import type { useTeamMembers } from './use-team-data';

/** How long typing pauses before the search is written into the address. */
const SEARCH_URL_DELAY_MS = 300;

interface MembersPanelProps extends MemberActions {
  members: ReturnType<typeof useTeamMembers>;
  currentUserId: number | undefined;
  query: string | undefined;
  role: UserRole | undefined;
  onFilterChange: (patch: { q?: string | undefined; role?: UserRole | undefined }) => void;
  /** Absent when the user's role may not invite. */
  onInvite?: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * The members: searchable by name or email and filtered by role (both kept in the address), in a
 * virtualised table. A failed list says so with a retry, never an empty team.
 */
export function MembersPanel({
  members,
  currentUserId,
  query,
  role,
  onFilterChange,
  onInvite,
  searchRef,
  onChangeRole,
  onRemove,
}: MembersPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();

  // The search as typed; the address follows after a pause, and a new address (Back) replaces it.
  const [text, setText] = useState(query ?? '');
  const [addressQuery, setAddressQuery] = useState(query);
  const [written, setWritten] = useState(query);
  if (query !== addressQuery) {
    setAddressQuery(query);
    if (query !== written) setText(query ?? '');
  }
  const writeQuery = useDebouncedCallback((value: string) => {
    const q = value.trim() === '' ? undefined : value;
    setWritten(q);
    onFilterChange({ q });
  }, SEARCH_URL_DELAY_MS);
  const deferredText = useDeferredValue(text);

  const sorted = useMemo(() => sortMembers(members.data ?? []), [members.data]);
  const visible = useMemo(
    () => filterMembers(sorted, { query: deferredText, role }),
    [sorted, deferredText, role],
  );
  const total = sorted.length;

  const clearFilters = () => {
    setText('');
    writeQuery.cancel();
    setWritten(undefined);
    onFilterChange({ q: undefined, role: undefined });
    searchRef.current?.focus();
  };

  // Members the platform sent in a form the console cannot read: left out, and said so under the list.
  const unreadable = unreadableCount(members.data);
  const unreadableNotice = (
    <UnreadableNotice count={unreadable}>
      {t('pages.team.members.unreadable', { count: unreadable })}
    </UnreadableNotice>
  );
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        {t('pages.team.members.heading')}
      </Heading>
      {members.isPending ? (
        <MembersSkeleton />
      ) : members.isError ? (
        <PageErrorState
          error={members.error}
          title={t('errors.fallbacks.teamMembers')}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      ) : total === 0 && unreadable === 0 ? (
        <NoMembers onInvite={onInvite} />
      ) : total === 0 ? (
        unreadableNotice
      ) : (
        <>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
            <SearchInput
              ref={searchRef}
              groupProps={{ maxW: { md: 'sm' } }}
              value={text}
              aria-label={t('pages.team.members.search')}
              placeholder={t('pages.team.members.searchPlaceholder')}
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                writeQuery(event.target.value);
              }}
            />
            <NativeSelect.Root maxW={{ md: '44' }}>
              <NativeSelect.Field
                aria-label={t('pages.team.members.roleFilter')}
                value={role ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  onFilterChange({ role: isUserRole(value) ? value : undefined });
                }}
              >
                <option value="">{t('pages.team.members.allRoles')}</option>
                {USER_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {t(`pages.team.roles.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text role="status" fontSize="sm" color="fg.muted" ms={{ md: 'auto' }}>
              {visible.length === total
                ? t('pages.team.members.count', { count: total })
                : t('pages.team.members.matching', { count: visible.length, total })}
            </Text>
          </Stack>
          {visible.length === 0 ? (
            <HStack borderWidth="1px" rounded="md" px="4" py="8" justify="center" gap="3" wrap="wrap">
              <Text color="fg.muted">{t('pages.team.members.noMatches')}</Text>
              <Button size="sm" variant="outline" onClick={clearFilters}>
                {t('pages.team.members.clearFilters')}
              </Button>
            </HStack>
          ) : (
            <MembersTable
              members={visible}
              currentUserId={currentUserId}
              label={t('pages.team.members.label')}
              onChangeRole={onChangeRole}
              onRemove={onRemove}
            />
          )}
          {unreadableNotice}
        </>
      )}
    </Stack>
  );
}
