import { useMemo } from 'react';

import { useListApiKeys } from '@/api/generated/endpoints/api-keys/api-keys';
import { useListModels } from '@/api/generated/endpoints/models/models';
import { useListUsers } from '@/api/generated/endpoints/users/users';
import { usePermission } from '@/api/use-permission';
import { FEATURE_FLAGS, isPageEnabled, type FeatureFlags } from '@/config';
import { useTranslation } from '@/i18n';

import {
  actionEntries,
  apiKeyEntries,
  memberEntries,
  modelEntries,
  pageEntries,
  type PaletteEntry,
  PALETTE_COMMANDS,
} from './entries';
import { usePaletteCommands } from './palette-commands';

export interface PaletteEntries {
  /** Every searchable entry, in group order; a stable array while nothing changes (the search index). */
  readonly entries: readonly PaletteEntry[];
  readonly byId: ReadonlyMap<string, PaletteEntry>;
  /** Some source is still loading for the first time. */
  readonly isLoading: boolean;
  /** Some source failed: 'Failed to load search results'; the others are still searched. */
  readonly isError: boolean;
  readonly retry: () => void;
}

/**
 * The palette's entries from all sources. Mounted only while the palette is open, so the lists are
 * fetched then (and served from the query cache, shared with the pages, on the next opening).
 */
export function usePaletteEntries(flags: FeatureFlags = FEATURE_FLAGS): PaletteEntries {
  const { t } = useTranslation();
  const models = useListModels({ query: { enabled: isPageEnabled('models', flags) } });
  const keys = useListApiKeys({ query: { enabled: isPageEnabled('apiKeys', flags) } });
  const users = useListUsers({ query: { enabled: isPageEnabled('team', flags) } });
  const sources = [models, keys, users];
  const handlers = usePaletteCommands();
  const commands = useMemo(() => PALETTE_COMMANDS.filter((command) => handlers[command]), [handlers]);
  const mayInvite = usePermission('team.invite').allowed;

  const entries = useMemo(
    () => [
      ...pageEntries(t, flags),
      ...actionEntries(t, flags, commands, { invite: mayInvite }),
      ...modelEntries(t, models.data?.data ?? []),
      ...apiKeyEntries(t, keys.data ?? []),
      ...memberEntries(users.data ?? []),
    ],
    [t, flags, commands, mayInvite, models.data, keys.data, users.data],
  );
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);

  return {
    entries,
    byId,
    isLoading: sources.some((source) => source.isLoading),
    isError: sources.some((source) => source.isError),
    retry: () => {
      for (const source of sources) if (source.isError) void source.refetch();
    },
  };
}
