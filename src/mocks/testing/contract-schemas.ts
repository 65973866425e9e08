import type { ZodType } from 'zod';

import * as endpoints from '@/api/generated/endpoints/index.zod';
import { ErrorResponse } from '@/api/generated/model';

const schemas = endpoints as unknown as Record<string, ZodType | undefined>;

/** The generated zod schema of an operation's success body (`<OperationId>Response`), if it has one. */
export function responseSchemaOf(operationId: string): ZodType | undefined {
  return schemas[`${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`];
}

/**
 * Checks a JSON answer against the contract: a success body against its operation's generated schema,
 * anything else against `ErrorResponse`. Throws a readable error when it does not fit.
 */
export function assertContractBody(operationId: string, status: number, body: unknown): void {
  const schema = status < 300 ? responseSchemaOf(operationId) : ErrorResponse;
  if (!schema) throw new Error(`No generated response schema for ${operationId}`);
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${operationId} ${status}: the answer breaks the contract:\n  ${issues.join('\n  ')}`);
  }
}
