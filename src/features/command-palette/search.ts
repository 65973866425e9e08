/**
 * The palette's matcher: case-insensitive substring search over title, description and keywords, ranked
 * by where the query matched. Pure and framework-free (the benchmark in scripts/bench runs it in Node).
 *
 * Each entry's lowercase text is computed once per entries array (cached in a WeakMap), so a keystroke
 * costs one `includes` per entry plus a little work on the hits, and the ranking is a bucket sort: O(n).
 */

export interface Searchable {
  readonly title: string;
  readonly description?: string | null;
  readonly keywords?: readonly string[];
}

export interface SearchOptions {
  /** At most this many results, best first (default: all). */
  readonly limit?: number;
}

/** Rank of a hit, best first. The order of entries within a rank is their order in the input. */
export const MATCH_RANKS = [
  'title-exact',
  'title-prefix',
  'title-word',
  'title-substring',
  'keyword-prefix',
  'text-substring',
  'all-words',
] as const;
export type MatchRank = (typeof MATCH_RANKS)[number];

const SEPARATOR = '\u0000'; // cannot occur in a query, so a match never spans two fields

interface IndexedEntry {
  readonly title: string;
  /** SEPARATOR + each keyword, so `includes(SEPARATOR + q)` finds a keyword prefix. */
  readonly keywords: string;
  /** Title, description and keywords: the whole searchable text. */
  readonly text: string;
}

const indexCache = new WeakMap<readonly Searchable[], readonly IndexedEntry[]>();

function indexEntry(entry: Searchable): IndexedEntry {
  const title = entry.title.toLowerCase();
  const keywords = (entry.keywords ?? []).map((k) => SEPARATOR + k.toLowerCase()).join('');
  const description = (entry.description ?? '').toLowerCase();
  return { title, keywords, text: `${title}${SEPARATOR}${description}${keywords}` };
}

function indexFor(entries: readonly Searchable[]): readonly IndexedEntry[] {
  let index = indexCache.get(entries);
  if (!index) {
    index = entries.map(indexEntry);
    indexCache.set(entries, index);
  }
  return index;
}

/** Lowercase, trimmed, inner whitespace collapsed: the form every comparison uses. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** Whether `q` starts a word of `title` (after a space, dash, slash, dot…), not only its first word. */
function startsAWord(title: string, q: string): boolean {
  for (let at = title.indexOf(q, 1); at > 0; at = title.indexOf(q, at + 1)) {
    if (!isWordChar(title[at - 1])) return true;
  }
  return false;
}

function rankOf(item: IndexedEntry, q: string, words: readonly string[]): number {
  if (item.text.includes(q)) {
    const { title } = item;
    if (title === q) return 0;
    if (title.startsWith(q)) return 1;
    if (startsAWord(title, q)) return 2;
    if (title.includes(q)) return 3;
    if (item.keywords.includes(SEPARATOR + q)) return 4;
    return 5;
  }
  // "gpt chat": every word somewhere, in any field and order.
  if (words.length > 1 && words.every((word) => item.text.includes(word))) return 6;
  return -1;
}

/** The rank a query gets for one entry, or undefined when it does not match (for tests and tooling). */
export function matchRank(entry: Searchable, query: string): MatchRank | undefined {
  const q = normaliseQuery(query);
  if (!q) return undefined;
  return MATCH_RANKS[rankOf(indexEntry(entry), q, q.split(' '))];
}

/**
 * The entries matching `query`, best first: title equal, title starts with it, a title word starts with
 * it, title contains it, a keyword starts with it, description or keyword contains it, and finally entries
 * holding every word of a multi-word query. An empty query matches nothing.
 */
export function searchEntries<T extends Searchable>(
  entries: readonly T[],
  query: string,
  { limit = Infinity }: SearchOptions = {},
): T[] {
  const q = normaliseQuery(query);
  if (!q || limit <= 0) return [];
  const words = q.split(' ');
  const index = indexFor(entries);
  const buckets: T[][] = MATCH_RANKS.map(() => []);
  for (let i = 0; i < index.length; i += 1) {
    const rank = rankOf(index[i] as IndexedEntry, q, words);
    if (rank >= 0) (buckets[rank] as T[]).push(entries[i] as T);
  }
  const results: T[] = [];
  for (const bucket of buckets) {
    for (const entry of bucket) {
      if (results.length >= limit) return results;
      results.push(entry);
    }
  }
  return results;
}
