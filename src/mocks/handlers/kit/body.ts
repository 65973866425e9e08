import type { z } from 'zod';

import type { FieldError } from '@/api/generated/model';

import { fail, invalid } from './respond';

/** Dotted field paths (`company.vatNumber`, `plans.0.id`) from zod's issues, as the contract's FieldError. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The request's JSON body; 400 INVALID_REQUEST when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'INVALID_REQUEST', { message: 'The request body is not valid JSON.' });
  }
}

/** Checks a value with a generated zod schema; 400 VALIDATION_ERROR with field paths when it does not fit. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  return result.success ? result.data : invalid(fieldErrors(result.error));
}

/** The JSON body, checked with the operation's generated body schema. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(request));
}

/** The query string as an object of its first values, for the generated `<Operation>QueryParams` schemas. */
export function queryOf(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) query[name] ??= value;
  return query;
}

/** A path parameter (msw gives `string | readonly string[]`). */
export function param(params: Record<string, string | readonly string[] | undefined>, name: string): string {
  const value = params[name];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}
