import type { SchemaIssue } from './response-schema';

/**
 * The tolerant reader (docs/api.md, "Reading what the platform sends"): reads a success body that the
 * generated schema rejected, field by field, keeping what the console can use. Essential fields (declared per
 * operation in the contract, `x-essential`) must be there and readable; any other field that is not is left
 * out. An item of a list that cannot be read is dropped and counted, never the list. Values platforms vary on
 * are read by forgiving parsers: ids and numbers sent as the other type, date-times with or without `T` or an
 * offset (UTC when none), plain dates, unknown enum words (kept as they are), `null` for an optional value.
 * It walks the generated zod schemas' definitions, so it needs no second description of any answer.
 */

/** The part of a zod (mini) schema's definition the reader walks. */
export interface SchemaNode {
  readonly _zod: { readonly def: SchemaDef };
  readonly '~standard': { readonly validate: (value: unknown) => unknown };
}

export interface SchemaDef {
  readonly type: string;
  readonly format?: string;
  readonly innerType?: SchemaNode;
  readonly shape?: Readonly<Record<string, SchemaNode>>;
  readonly element?: SchemaNode;
  readonly options?: readonly SchemaNode[];
  readonly values?: readonly unknown[];
}

/** Items of one list that could not be read: `path` names the list (`''` the answer itself, `data`, `[].keys`). */
export interface UnreadableItems {
  readonly path: string;
  readonly count: number;
}

export type TolerantResult =
  | { readonly value: unknown; readonly unreadable: readonly UnreadableItems[]; readonly issues?: undefined }
  | { readonly issues: readonly SchemaIssue[] };

type Read =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issue: SchemaIssue };

const ok = (value: unknown): Read => ({ ok: true, value });
const fail = (path: string, message: string): Read => ({
  ok: false,
  issue: { message, path: toIssuePath(path) },
});

function toIssuePath(path: string): string[] {
  return path.split(/\.|\[\]/).filter((segment) => segment !== '');
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && '_zod' in value && '~standard' in value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The strict check of one node, when it answers synchronously (the generated schemas do). */
function strict(node: SchemaNode, value: unknown): Read | undefined {
  const result = node['~standard'].validate(value) as
    { value?: unknown; issues?: readonly SchemaIssue[] } | Promise<unknown>;
  if (result instanceof Promise || result.issues) return undefined;
  return ok(result.value);
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Whether `day` (`2026-02-31`) is a day of the calendar, not one `Date` would roll over into the next month. */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
  );
}

/**
 * A date-time as the contract writes it (`2026-01-15T08:00:00Z`), from the forms platforms send: with a space
 * for the `T` (Odoo), without seconds, without an offset (read as UTC), a plain date (midnight UTC), or Unix
 * seconds or milliseconds. `undefined` when it is none of them.
 */
export function normaliseDateTime(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value < 1e12 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (typeof value !== 'string') return undefined;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, day = '', minutes = '00:00', seconds = ':00', offset = 'Z'] = match;
  if (!isCalendarDay(day)) return undefined;
  // `+02`, `+0200` and `+02:00` alike (Postgres writes the first).
  const zone =
    offset.toUpperCase() === 'Z'
      ? 'Z'
      : offset.replace(
          /^([+-]\d{2}):?(\d{2})?$/,
          (_, hours: string, mins?: string) => `${hours}:${mins ?? '00'}`,
        );
  const text = `${day}T${minutes}${seconds}${zone}`;
  return Number.isNaN(Date.parse(text)) ? undefined : text;
}

/** A calendar date (`2026-01-15`) from a date, or the day a date-time `normaliseDateTime` reads is written on. */
export function normaliseDate(value: unknown): string | undefined {
  const dateTime = normaliseDateTime(value);
  if (dateTime === undefined) return undefined;
  // The day as the sender wrote it; a Unix time has no written day, so its UTC day.
  return typeof value === 'string' ? dateTime.slice(0, 10) : new Date(dateTime).toISOString().slice(0, 10);
}

function readString(def: SchemaDef, value: unknown, path: string): Read {
  if (def.format === 'datetime') {
    const text = normaliseDateTime(value);
    return text === undefined ? fail(path, 'not a date-time') : ok(text);
  }
  if (def.format === 'date') {
    const text = normaliseDate(value);
    return text === undefined ? fail(path, 'not a date') : ok(text);
  }
  // An id sent as a number is read as its digits; the schema's own checks (a pattern, a length) come after.
  if (typeof value === 'string') return ok(value);
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return fail(path, 'not a string');
}

function readNumber(value: unknown, path: string): Read {
  if (typeof value === 'number' && Number.isFinite(value)) return ok(value);
  if (typeof value === 'string' && NUMERIC.test(value)) return ok(Number(value));
  return fail(path, 'not a number');
}

class Reader {
  readonly unreadable = new Map<string, number>();
  private readonly essentials: readonly string[];

  constructor(essentials: readonly string[]) {
    this.essentials = essentials;
  }

  /** A field is essential when it is declared so, or holds one that is (`user` for `user.email`). */
  private isEssential(path: string): boolean {
    return this.essentials.some(
      (essential) =>
        essential === path || essential.startsWith(`${path}.`) || essential.startsWith(`${path}[]`),
    );
  }

  read(node: SchemaNode, value: unknown, path: string): Read {
    const quick = strict(node, value);
    if (quick) return quick;
    const def = node._zod.def;
    switch (def.type) {
      case 'optional':
        // `null` for an optional value means absent.
        return value === undefined || value === null ? ok(undefined) : this.inner(def, value, path);
      case 'nullable':
        return value === null ? ok(null) : this.inner(def, value, path);
      case 'object':
        return this.readObject(def, value, path);
      case 'array':
        return this.readArray(def, value, path);
      case 'union':
        return this.readUnion(def, value, path);
      // A value converted to the contract's type must then pass the contract's own checks (a pattern, an
      // integer's range): what fails them is not shown, e.g. a whole card number where the last four belong.
      case 'string':
        return this.checked(node, readString(def, value, path), path);
      case 'number':
        return this.checked(node, readNumber(value, path), path);
      case 'boolean':
        if (value === 'true' || value === 'false') return ok(value === 'true');
        return fail(path, 'not a yes or no');
      case 'enum':
        // A word the console does not know yet is kept as it is: the screen shows it raw.
        return typeof value === 'string' && value.trim() !== '' ? ok(value) : fail(path, 'not a word');
      default:
        // Literals, null, and anything else: as strict as the schema.
        return fail(path, `not ${def.type}`);
    }
  }

  private checked(node: SchemaNode, read: Read, path: string): Read {
    if (!read.ok) return read;
    return strict(node, read.value) ?? fail(path, 'not in the form the contract gives');
  }

  private inner(def: SchemaDef, value: unknown, path: string): Read {
    return isNode(def.innerType) ? this.read(def.innerType, value, path) : fail(path, 'unknown schema');
  }

  private readObject(def: SchemaDef, value: unknown, path: string): Read {
    if (!isRecord(value) || !def.shape) return fail(path, 'not an object');
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape)) {
      const fieldPath = path === '' ? key : `${path}.${key}`;
      const before = new Map(this.unreadable);
      const read = this.read(field, value[key], fieldPath);
      // A constant (a union's discriminator) is as binding as an essential field.
      const binding = this.isEssential(fieldPath) || field._zod.def.type === 'literal';
      if (!read.ok) {
        if (binding) return read;
        // The field is left out, and with it what its own lists had lost.
        this.restore(before);
        continue;
      }
      if (read.value === undefined) {
        if (binding) return fail(fieldPath, 'missing');
        continue;
      }
      out[key] = read.value;
    }
    return ok(out);
  }

  private restore(counts: ReadonlyMap<string, number>): void {
    this.unreadable.clear();
    for (const [list, count] of counts) this.unreadable.set(list, count);
  }

  private readArray(def: SchemaDef, value: unknown, path: string): Read {
    if (!Array.isArray(value) || !isNode(def.element)) return fail(path, 'not a list');
    const itemPath = `${path}[]`;
    const items: unknown[] = [];
    let dropped = 0;
    for (const item of value) {
      // What an item's own lists lost counts only if the item itself is kept.
      const before = new Map(this.unreadable);
      const read = this.read(def.element, item, itemPath);
      if (read.ok) {
        items.push(read.value);
      } else {
        dropped += 1;
        this.restore(before);
      }
    }
    if (dropped > 0) this.unreadable.set(path, (this.unreadable.get(path) ?? 0) + dropped);
    return ok(items);
  }

  private readUnion(def: SchemaDef, value: unknown, path: string): Read {
    const options = (def.options ?? []).filter(isNode);
    for (const option of options) {
      const exact = strict(option, value);
      if (exact) return exact;
    }
    // None fits: the deepest failure says best what is missing (`user.email`, not `user`).
    let deepest: Read = fail(path, 'matches none of the forms');
    for (const option of options) {
      const before = new Map(this.unreadable);
      const read = this.read(option, value, path);
      if (read.ok) return read;
      this.restore(before);
      if (!deepest.ok && (read.issue.path?.length ?? 0) > (deepest.issue.path?.length ?? 0)) deepest = read;
    }
    return deepest;
  }
}

/**
 * Reads `body` with `schema` (a generated zod schema) tolerantly; `essentials` are the answer's essential
 * fields as paths (`id`, `user.email`, `data[].id`, `[].id` for an answer that is a list). Fails only when an
 * essential field (or the answer's own shape) cannot be read.
 */
export function readTolerantly(
  schema: unknown,
  body: unknown,
  essentials: readonly string[],
): TolerantResult {
  if (!isNode(schema)) return { issues: [{ message: 'The schema cannot be walked.' }] };
  const reader = new Reader(essentials);
  const read = reader.read(schema, body, '');
  if (!read.ok) return { issues: [read.issue] };
  return {
    value: read.value,
    unreadable: [...reader.unreadable].map(([path, count]) => ({ path, count })),
  };
}
