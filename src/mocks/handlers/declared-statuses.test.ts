import { parse } from 'yaml';
import type { ZodMiniType } from 'zod/mini';
import { describe, expect, it } from 'vitest';

import * as model from '@/api/generated/model';
import { ErrorCode } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import contractSource from '../../../openapi/console.yaml?raw';
import { createOperationHandlers } from '../handlers';
import { createMockDb } from '../store/db';
import { FaultSchema } from '../store/faults';
import { startMockApi, TEST_API_ORIGIN } from '../testing/mock-api';

import { contractPath } from './control';
import { FAULT_RETRY_AFTER_SECONDS, statusForCode } from './kit/faults';

/**
 * Every status the mock platform can answer is one the contract declares for the operation that answers it:
 * the statuses its fault controls can inject into any operation, the statuses its handlers answer through
 * `fail()`, and the statuses a gateway in front of the real platform answers. A status counts as declared the
 * way OpenAPI resolves it: its own entry, else its range (`4XX`, `5XX`), else `default`.
 *
 * Not covered: a `malformed` fault, which answers 200 with a body that is not JSON (deliberately outside the
 * contract, to test the console's reaction), and `network`/`hang`, which answer nothing.
 */

interface Response {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface ContractOperation {
  operationId: string;
  responses: Record<string, Response>;
}
const doc = parse(contractSource) as {
  paths: Record<string, Record<string, ContractOperation>>;
  components: { responses: Record<string, Response> };
};
const contractOperations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

/** What the mock platform serves: one handler per operation. */
const served = createOperationHandlers(createMockDb()).map((h) => ({
  operationId: h.operationId,
  method: h.handler.info.method as string,
  path: contractPath(h.handler),
}));
const contractOperation = (operationId: string) =>
  contractOperations.find((o) => o.op.operationId === operationId)?.op;

function resolve(response: Response): Response {
  const name = response.$ref?.replace('#/components/responses/', '');
  return name === undefined ? response : (doc.components.responses[name] ?? {});
}

/** The response the contract declares for `status`, resolved as OpenAPI does: exact, range, default. */
function declared(op: ContractOperation, status: number): { key: string; response: Response } | undefined {
  const key = [String(status), `${String(status).charAt(0)}XX`, 'default'].find((k) => k in op.responses);
  const response = key === undefined ? undefined : op.responses[key];
  return key === undefined || response === undefined ? undefined : { key, response: resolve(response) };
}

const ERROR_ENVELOPE = '#/components/schemas/ErrorResponse';
const isErrorKey = (key: string) => /^[45]/.test(key) || key === 'default';

/** Every status `PUT /__mock/faults/{operationId}` accepts, found by asking the fault schema itself. */
const INJECTABLE_STATUSES = Array.from({ length: 600 }, (_, i) => 100 + i).filter(
  (status) => FaultSchema.safeParse({ status }).success,
);
/** What a fault that names only a catalogue code answers. */
const CODE_STATUSES = [...new Set(ErrorCode.options.map(statusForCode))].sort((a, b) => a - b);
/** The statuses the issue names (gateways, timeouts, rate limits), whatever the fault schema says. */
const NAMED_STATUSES = [400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504];

/** Every literal status the operation handlers (and their kit) pass to `fail()`; the control API excluded. */
const sources = import.meta.glob<string>(['./*.ts', './kit/*.ts', '!./*.test.ts', '!./control.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const HANDLER_STATUSES = [
  ...new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/\bfail\(\s*(\d{3})\b/g)].map((m) => Number(m[1])),
    ),
  ),
].sort((a, b) => a - b);

const samplePath = (path: string) =>
  path.replace('{id}', '101').replace('{modelId}', 'bge-m3').replace('{inviteId}', 'inv_0000000000');

describe('what the mock platform can answer', () => {
  it('its fault controls inject exactly the error statuses 400 to 599', () => {
    expect(INJECTABLE_STATUSES).toHaveLength(200);
    expect(INJECTABLE_STATUSES[0]).toBe(400);
    expect(INJECTABLE_STATUSES.at(-1)).toBe(599);
  });

  it('a fault naming only a catalogue code answers an error status the fault controls accept', () => {
    expect(CODE_STATUSES).toEqual([400, 401, 402, 403, 408, 409, 429, 500]);
    for (const status of CODE_STATUSES) expect(INJECTABLE_STATUSES).toContain(status);
  });

  it('its handlers fail only with error statuses (found in their source)', () => {
    expect(HANDLER_STATUSES).toEqual(expect.arrayContaining([400, 401, 402, 403, 404, 409, 429, 500, 503]));
    for (const status of HANDLER_STATUSES) expect(status >= 400 && status <= 599, String(status)).toBe(true);
  });

  it('serves only operations of the contract, on their method and path', () => {
    for (const { operationId, method, path } of served) {
      expect(
        contractOperations.find((o) => o.op.operationId === operationId),
        operationId,
      ).toMatchObject({ method, path });
    }
  });
});

describe.each(served.map((s) => [s.operationId, s] as const))('%s', (operationId) => {
  const op = contractOperation(operationId) ?? { operationId, responses: {} };
  const mustDeclare = [
    ...new Set([...INJECTABLE_STATUSES, ...CODE_STATUSES, ...NAMED_STATUSES, ...HANDLER_STATUSES]),
  ];

  it('declares every status a fault or a handler can answer, explicitly or through its catch-all', () => {
    const undeclared = mustDeclare.filter((status) => declared(op, status) === undefined);
    expect(undeclared).toEqual([]);
  });

  it('declares every error answer as the ErrorResponse envelope, in JSON only', () => {
    const errorKeys = Object.keys(op.responses).filter(isErrorKey);
    expect(errorKeys.length).toBeGreaterThan(0);
    for (const key of errorKeys) {
      const { content = {} } = resolve(op.responses[key] ?? {});
      expect(Object.keys(content), key).toEqual(['application/json']);
      expect(content['application/json']?.schema?.$ref, key).toBe(ERROR_ENVELOPE);
    }
  });

  it('documents the Retry-After header a 429 or a 503 answer carries', () => {
    for (const status of [429, 503]) {
      expect(declared(op, status)?.response.headers, String(status)).toHaveProperty('Retry-After');
    }
  });
});

/** The generated zod schema a declared response names (`#/components/schemas/ErrorResponse` → `ErrorResponse`). */
function schemaOf(response: Response): ZodMiniType | undefined {
  const name = response.content?.['application/json']?.schema?.$ref?.replace('#/components/schemas/', '');
  return name === undefined ? undefined : (model as unknown as Record<string, ZodMiniType | undefined>)[name];
}

async function injectFault(operationId: string, status: number) {
  const response = await fetch(`${TEST_API_ORIGIN}/__mock/faults/${operationId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

describe('an injected fault answers what the contract declares', () => {
  const FAULTS = [408, 429, 502, 503, 504];

  it.each(served.map((s) => [s.operationId, s] as const))(
    '%s: 408, 429, 502, 503 and 504 faults answer the declared schema, Retry-After where declared',
    async (operationId, { method, path }) => {
      const api = startMockApi(server);
      const op = contractOperation(operationId) ?? { operationId, responses: {} };
      for (const status of FAULTS) {
        await injectFault(operationId, status);
        const answer = await api.call(operationId, method, samplePath(path));
        expect(answer.status).toBe(status);

        const declaration = declared(op, status);
        const schema = declaration && schemaOf(declaration.response);
        expect(schema, `${status} has a declared schema`).toBe(model.ErrorResponse);
        const parsed = schema?.safeParse(answer.body);
        expect(parsed?.success, `${status} body ${JSON.stringify(answer.body)}`).toBe(true);

        const retryAfter = answer.response.headers.get('Retry-After');
        if (status === 429 || status === 503) {
          expect(retryAfter, String(status)).toBe(String(FAULT_RETRY_AFTER_SECONDS));
          expect(declaration?.response.headers, String(status)).toHaveProperty('Retry-After');
        } else {
          expect(retryAfter, String(status)).toBeNull();
        }
      }
    },
  );
});
