import { isDeepStrictEqual } from 'node:util';

import type { ZodType } from 'zod';

import * as endpoints from '@/api/generated/endpoints/index.zod';
import { readAnswer } from '@/api/read-answer';
import { ErrorResponse } from '@/api/generated/model';

const schemas = endpoints as unknown as Record<string, ZodType | undefined>;

/** The generated zod schema of an operation's success body (`<OperationId>Response`), if it has one. */
export function responseSchemaOf(operationId: string): ZodType | undefined {
  return schemas[`${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`];
}

/**
 * Checks a JSON answer against the contract: a success body against its operation's generated schema,
 * anything else against `ErrorResponse`. Throws a readable error when it does not fit. `readBy` (the request's
 * method and path) also accepts a success body the console reads whole and as sent though the full shape rejects
 * it, i.e. one that only leaves out fields of an operation with essential fields (src/api/read-answer.ts): the
 * `minimal` scenario's answers are such.
 */
export function assertContractBody(
  operationId: string,
  status: number,
  body: unknown,
  readBy?: { method: string; path: string },
): void {
  const schema = status < 300 ? responseSchemaOf(operationId) : ErrorResponse;
  if (!schema) throw new Error(`No generated response schema for ${operationId}`);
  const result = schema.safeParse(body);
  const tolerant = readBy && status < 300 ? readAnswer(schema, body, readBy.method, readBy.path) : undefined;
  // Read whole means read as sent: only fields left out, nothing converted, dropped or counted unreadable.
  if (tolerant && !tolerant.issues && isDeepStrictEqual(tolerant.value, body)) return;
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${operationId} ${status}: the answer breaks the contract:\n  ${issues.join('\n  ')}`);
  }
}
