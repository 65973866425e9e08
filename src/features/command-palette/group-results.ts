import type { PaletteEntry, PaletteGroup } from './entries';

export interface ResultSection {
  readonly group: PaletteGroup;
  readonly entries: readonly PaletteEntry[];
  /** Index of the section's first entry in the flat list (keyboard order). */
  readonly offset: number;
}

/**
 * Ranked results arranged in groups (Recent, Pages, Actions, Models, Databases, API keys, Team members),
 * keeping rank order inside each group. A group comes where its best result ranks, so the first option
 * is always the best match ("create api key" puts Actions first). Returns the sections and the flat
 * keyboard order.
 */
export function groupResults(
  results: readonly PaletteEntry[],
  recent: readonly PaletteEntry[] = [],
): { sections: ResultSection[]; flat: PaletteEntry[] } {
  const byGroup = new Map<PaletteGroup, PaletteEntry[]>([['recent', [...recent]]]);
  for (const entry of results) {
    const list = byGroup.get(entry.group);
    if (list) list.push(entry);
    else byGroup.set(entry.group, [entry]);
  }
  const sections: ResultSection[] = [];
  const flat: PaletteEntry[] = [];
  // Map keys keep insertion order: recent first, then each group as its best result appears.
  for (const group of byGroup.keys()) {
    const entries = byGroup.get(group);
    if (!entries?.length) continue;
    sections.push({ group, entries, offset: flat.length });
    flat.push(...entries);
  }
  return { sections, flat };
}
