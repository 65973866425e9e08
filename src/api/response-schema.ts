import { loadOnce } from '@/config/load-once';

/**
 * What `apiFetch` checks a success body against. Either a schema implementing Standard Schema (the generated
 * zod schemas do: `schema['~standard'].validate`), or a lazy one that loads its schema, and zod with it,
 * the first time a body needs it. The client itself never imports zod, so a screen whose calls all use lazy
 * schemas with shortcuts loads no zod at all (the first screen, see first-screen-schemas.ts).
 */

export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

export type SchemaResult =
  { readonly value: unknown; readonly issues?: undefined } | { readonly issues: readonly SchemaIssue[] };

/** The Standard Schema interface (https://standardschema.dev), as far as the client uses it. */
export interface StandardSchema {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult | Promise<SchemaResult>;
  };
}

export interface LazySchema {
  /** The schema, loaded once (a failed load is tried again next time). */
  readonly load: () => Promise<StandardSchema>;
  /**
   * An exact shortcut for the bodies it recognises: the schema's own output for them, `undefined` for any
   * other body, which the schema then decides. It must never accept what the schema rejects (tested).
   */
  readonly shortcut?: (body: unknown) => { readonly value: unknown } | undefined;
}

export type ResponseSchema = StandardSchema | LazySchema;

/** A lazy schema: `load` imports the generated schema module, e.g. `() => import('…/x.zod').then((m) => m.X)`. */
export function lazySchema(
  load: () => Promise<StandardSchema>,
  shortcut?: LazySchema['shortcut'],
): LazySchema {
  return { load: loadOnce(load), shortcut };
}

/** Checks a body; a lazy schema's shortcut first, then the schema. */
export async function validateBody(schema: ResponseSchema, body: unknown): Promise<SchemaResult> {
  if ('load' in schema) {
    const known = schema.shortcut?.(body);
    if (known) return { value: known.value };
    return (await schema.load())['~standard'].validate(body);
  }
  return schema['~standard'].validate(body);
}

/** The schema itself, loaded if it is lazy. */
export async function loadSchema(schema: ResponseSchema): Promise<StandardSchema> {
  return 'load' in schema ? schema.load() : schema;
}

/** An issue's path as the dotted string of `FieldIssue` (`0.id`, `company.vatNumber`). */
export function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
}
