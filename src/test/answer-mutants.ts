import type { SchemaNode } from '@/api/tolerant-read';

/**
 * Variations of a real answer that a platform may plausibly send, derived from the answer itself and the
 * generated schema that describes it (never from a hand-written list): each is one change to one field, so a
 * failing case names what the console could not take. The tolerant reader (src/api/tolerant-read.ts) and
 * the screens that read the answer must take every one.
 */

/** One variation: what changed, and the answer with that change. */
export interface Mutant {
  readonly name: string;
  readonly body: unknown;
  /** The list (`''`, `data`) one of whose items was made unreadable, for its notice. */
  readonly corruptedList?: string;
}

type Key = string | number;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema under its wrappers (optional, nullable, default) and, for a union, the branch the value fits. */
function unwrap(node: SchemaNode, value: unknown): SchemaNode | undefined {
  const def = node._zod.def;
  if (def.innerType && ['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(def.type)) {
    return unwrap(def.innerType, value);
  }
  if (def.type === 'union') {
    const options = (def.options ?? []).filter(isNode).map((option) => unwrap(option, value));
    const fits = (option: SchemaNode | undefined) => {
      const type = option?._zod.def.type;
      if (value === null) return type === 'null';
      if (Array.isArray(value)) return type === 'array';
      if (isRecord(value)) return type === 'object';
      return type === typeof value || (type === 'enum' && typeof value === 'string');
    };
    return options.find(fits);
  }
  return node;
}

function withChange(body: unknown, at: readonly Key[], change: (parent: unknown, key: Key) => void): unknown {
  const copy: unknown = structuredClone(body);
  let parent: unknown = copy;
  for (const key of at.slice(0, -1)) parent = (parent as Record<Key, unknown>)[key];
  change(parent, at[at.length - 1] ?? '');
  return copy;
}

const setAt = (body: unknown, at: readonly Key[], value: unknown) =>
  withChange(body, at, (parent, key) => {
    (parent as Record<Key, unknown>)[key] = value;
  });

const dropAt = (body: unknown, at: readonly Key[]) =>
  withChange(body, at, (parent, key) => {
    delete (parent as Record<Key, unknown>)[key];
  });

/** A date-time as other systems write it: Odoo's `2026-01-15 08:00:00` (UTC), with an offset, a plain date, Unix seconds. */
function dateTimeVariants(value: string): [string, unknown][] {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return [];
  const iso = new Date(time).toISOString();
  const inStockholm = new Date(time + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
  return [
    ['without T or offset', iso.slice(0, 19).replace('T', ' ')],
    ['with an offset', inStockholm.replace('.000', '')],
    ['as a plain date', iso.slice(0, 10)],
    ['as Unix seconds', Math.floor(time / 1000)],
  ];
}

/**
 * Every mutant of `body` (an answer `schema` describes) that leaves its `essentials` (the contract's paths:
 * `[].id`, `data[].id`, `user.email`) readable: each incidental field dropped and set to null, numbers sent as
 * strings, date-times in other formats, enum words replaced by unknown ones, an unknown field added to each
 * object, and the first item of each list replaced by one without any of its fields. A list is followed
 * into its first item only (its other items have the same shape).
 */
export function answerMutants(schema: unknown, body: unknown, essentials: readonly string[]): Mutant[] {
  const mutants: Mutant[] = [];
  const isEssential = (path: string) => essentials.includes(path);
  /** Holds an essential field deeper down (`user` for `user.email`): never dropped or emptied. */
  const holdsEssential = (path: string) =>
    essentials.some((essential) => essential.startsWith(`${path}.`) || essential.startsWith(`${path}[]`));

  const walk = (node: SchemaNode | undefined, value: unknown, at: readonly Key[], path: string) => {
    const schemaNode = node && unwrap(node, value);
    const def = schemaNode?._zod.def;
    if (!def) return;
    const named = (what: string) => `${path || 'the answer'}: ${what}`;
    if (def.type === 'object' && isRecord(value) && def.shape) {
      for (const [key, field] of Object.entries(def.shape)) {
        if (!(key in value)) continue;
        const fieldPath = path === '' ? key : `${path}.${key}`;
        if (!isEssential(fieldPath) && !holdsEssential(fieldPath)) {
          mutants.push({ name: `${fieldPath}: left out`, body: dropAt(body, [...at, key]) });
          if (value[key] !== null) {
            mutants.push({ name: `${fieldPath}: null`, body: setAt(body, [...at, key], null) });
          }
        }
        walk(field, value[key], [...at, key], fieldPath);
      }
      mutants.push({
        name: named('an unknown field added'),
        body: setAt(body, [...at, 'x_added_by_the_platform'], { any: 'thing' }),
      });
      return;
    }
    if (def.type === 'array' && Array.isArray(value) && value.length > 0) {
      const itemPath = `${path}[]`;
      if (isRecord(value[0])) {
        mutants.push({
          name: named('one item unreadable'),
          body: setAt(body, [...at, 0], { unreadable: true }),
          corruptedList: path,
        });
      }
      walk(def.element, value[0], [...at, 0], itemPath);
      return;
    }
    if (def.type === 'number' && typeof value === 'number') {
      mutants.push({ name: named('a number sent as a string'), body: setAt(body, at, String(value)) });
      return;
    }
    if (def.type === 'string' && typeof value === 'string' && def.format === 'datetime') {
      for (const [what, variant] of dateTimeVariants(value)) {
        mutants.push({ name: named(`a date-time ${what}`), body: setAt(body, at, variant) });
      }
      return;
    }
    if (def.type === 'enum' && typeof value === 'string') {
      mutants.push({ name: named('an unknown word'), body: setAt(body, at, 'word_never_seen_before') });
    }
  };

  walk(isNode(schema) ? schema : undefined, body, [], '');
  return mutants;
}
