import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';

import contractSource from '../../../openapi/console.yaml?raw';
import { createOperationHandlers } from '../handlers';
import { createMockDb } from '../store/db';
import { DEMO_NEW } from '../store/demo';
import { responseSchemaOf } from '../testing/contract-schemas';
import { startMockApi } from '../testing/mock-api';

import { contractPath } from './control';

interface ContractOperation {
  operationId: string;
  security?: Record<string, string[]>[];
}
const doc = parse(contractSource) as {
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, ContractOperation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    operationId: op.operationId,
    security: op.security ?? doc.security,
  })),
);
const samplePath = (path: string) =>
  path.replace('{id}', '101').replace('{modelId}', 'bge-m3').replace('{inviteId}', 'inv_0000000000');

describe('the handlers cover the contract', () => {
  it('have one handler for every operation, on its method and path', () => {
    const handlers = createOperationHandlers(createMockDb());
    const served = handlers.map(
      (h) => `${h.operationId} ${h.handler.info.method} ${contractPath(h.handler)}`,
    );
    expect(served.sort()).toEqual(operations.map((o) => `${o.operationId} ${o.method} ${o.path}`).sort());
  });

  it.each(operations.map((o) => o.operationId))(
    '%s has a generated response schema to check answers with',
    (id) => {
      expect(responseSchemaOf(id)).toBeDefined();
    },
  );
});

describe('authentication', () => {
  const secured = operations.filter((o) => o.security.length > 0);

  it.each(secured.map((o) => [o.operationId, o] as const))(
    '%s answers 401 AUTH_REQUIRED without a session',
    async (operationId, { method, path }) => {
      const api = startMockApi(server);
      const { status, body } = await api.call(operationId, method, samplePath(path), {
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'AUTH_REQUIRED' });
    },
  );

  // Registration asks these before the back-office account exists.
  const forRegistering = ['completeRegistration', 'validateVat', 'createSetupIntent'];
  const accountOnly = secured.filter((o) => !forRegistering.includes(o.operationId));
  it.each(accountOnly.map((o) => [o.operationId, o] as const))(
    '%s answers 401 to an identity that has not registered yet',
    async (operationId, { method, path }) => {
      const api = startMockApi(server);
      await api.signIn(DEMO_NEW.email);
      const { status } = await api.call(operationId, method, samplePath(path), {
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(status).toBe(401);
    },
  );

  it.each(operations.filter((o) => o.security.length === 0).map((o) => o.operationId))(
    '%s is public (never 401)',
    async (operationId) => {
      const api = startMockApi(server);
      const op = operations.find((o) => o.operationId === operationId);
      const { status } = await api.call(operationId, op?.method ?? 'GET', samplePath(op?.path ?? ''));
      expect(status).not.toBe(401);
    },
  );
});
