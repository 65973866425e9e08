import * as z from 'zod/mini';

import { FEATURE_FLAGS, isPathEnabled, LOCAL_STORAGE_KEYS, THEMES, type FeatureFlags } from '@/config';

import { PALETTE_COMMANDS, PALETTE_GROUPS, type PaletteEntry, type PaletteGroup } from './entries';

/**
 * localStorage key of the palette's recent entries (the last ones chosen, newest first). Not one of the
 * spec's keys; logout clears local storage, so recent entries go with the session.
 */
export const COMMAND_PALETTE_RECENT_STORAGE_KEY = LOCAL_STORAGE_KEYS.commandPaletteRecent;
export const RECENT_ENTRY_LIMIT = 5;

const storedEntry = z.object({
  id: z.string().check(z.minLength(1)),
  group: z.enum(
    PALETTE_GROUPS.filter((group): group is Exclude<PaletteGroup, 'recent'> => group !== 'recent'),
  ),
  title: z.string(),
  description: z.optional(z.string()),
  keywords: z.optional(z.array(z.string())),
  target: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('navigate'),
      // Same-origin paths only: a stored value must never lead elsewhere.
      to: z.string().check(z.regex(/^\/(?![/\\])/)),
      search: z.optional(z.record(z.string(), z.union([z.string(), z.boolean()]))),
    }),
    z.object({ kind: z.literal('theme'), theme: z.enum(THEMES) }),
    z.object({ kind: z.literal('command'), command: z.enum(PALETTE_COMMANDS) }),
  ]),
});

/** The stored recent entries; anything unreadable or malformed is dropped, never thrown. */
export function readRecentEntries(storage: Storage | undefined = globalThis.localStorage): PaletteEntry[] {
  try {
    const raw = storage?.getItem(COMMAND_PALETTE_RECENT_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .flatMap((item) => {
        const result = storedEntry.safeParse(item);
        return result.success ? [result.data] : [];
      })
      .slice(0, RECENT_ENTRY_LIMIT);
  } catch {
    return [];
  }
}

/** Puts `entry` first in the recent list (once), keeps the last five, and returns the new list. */
export function rememberEntry(
  entry: PaletteEntry,
  storage: Storage | undefined = globalThis.localStorage,
): PaletteEntry[] {
  const { id, group, title, description, keywords, target } = entry;
  const next = [
    { id, group, title, description, keywords, target },
    ...readRecentEntries(storage).filter((recent) => recent.id !== id),
  ].slice(0, RECENT_ENTRY_LIMIT);
  try {
    storage?.setItem(COMMAND_PALETTE_RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: recent entries last for this page only
  }
  return next;
}

/**
 * The recent entries as shown: refreshed from the current entries when they are still there (a renamed
 * key shows its new name), or as stored when their source has not loaded (or no longer has them). One that
 * leads into a section switched off since is left out: it would only bounce to the start; so is a command
 * the app does not offer here.
 */
export function freshenRecentEntries(
  recent: readonly PaletteEntry[],
  current: ReadonlyMap<string, PaletteEntry>,
  flags: FeatureFlags = FEATURE_FLAGS,
): PaletteEntry[] {
  return recent
    .filter(({ target }) => target.kind !== 'navigate' || isPathEnabled(target.to, flags))
    .filter(({ id, target }) => target.kind !== 'command' || current.has(id))
    .map((entry) => current.get(entry.id) ?? entry);
}
