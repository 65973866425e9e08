/**
 * What `apiFetch` checks a success body against: a schema implementing Standard Schema (the generated zod
 * schemas do: `schema['~standard'].validate`). The client itself never imports zod.
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

/** An issue's path as the dotted string of `FieldIssue` (`0.id`, `company.vatNumber`). */
export function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
}
