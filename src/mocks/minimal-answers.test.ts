import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import type { AuthStatus, HealthResponse, Invitation, UserProfile } from '@/api/generated/model';
import { readAnswer } from '@/api/read-answer';
import type { StandardSchema } from '@/api/response-schema';
import { server } from '@/test/msw-server';

import contractSource from '../../openapi/console.yaml?raw';
import { MINIMAL_ANSWERS, NOT_READ_BY_THE_CONSOLE, type MinimalOperation } from './minimal-answers';
import { responseSchemaOf } from './testing/contract-schemas';
import { startMockApi } from './testing/mock-api';

type Paths = Record<string, Record<string, { operationId?: string }>>;
const contractPaths = (parse(contractSource) as { paths: Paths }).paths;
const contractOperations = Object.values(contractPaths)
  .flatMap((item) => Object.values(item))
  .map((operation) => operation.operationId)
  .filter((id): id is string => typeof id === 'string');

/** The method and path of an operation, with a placeholder for each parameter. */
function operationOf(operationId: string): { method: string; path: string } {
  for (const [path, item] of Object.entries(contractPaths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId === operationId) return { method, path: path.replace(/\{[^}]+\}/g, 'x') };
    }
  }
  throw new Error(`${operationId} is not in the contract`);
}

/** The schema the console checks an answer with: the generated one. */
function consoleSchemaOf(operationId: MinimalOperation): StandardSchema {
  const schema = responseSchemaOf(operationId);
  if (!schema) throw new Error(`no generated response schema for ${operationId}`);
  return schema;
}

describe('the minimal answers (only what the spec and the platform facts guarantee)', () => {
  it('cover every operation of the contract, or say why the console reads none', () => {
    const covered = [...Object.keys(MINIMAL_ANSWERS), ...Object.keys(NOT_READ_BY_THE_CONSOLE)].sort();
    expect(covered).toEqual([...contractOperations].sort());
  });

  it.each(Object.keys(MINIMAL_ANSWERS) as MinimalOperation[])(
    '%s: the console reads it whole (a required field beyond the sources fails here)',
    async (operationId) => {
      const answer: unknown = JSON.parse(JSON.stringify(MINIMAL_ANSWERS[operationId]));
      const schema = consoleSchemaOf(operationId);
      const checked = await schema['~standard'].validate(answer);
      if (!checked.issues) return;
      // An answer the contract's full shape rejects is read tolerantly where its operation names its essential
      // fields (src/api/read-answer.ts): read whole and as sent, only fields left out.
      const { method, path } = operationOf(operationId);
      const tolerant = readAnswer(schema, answer, method, path);
      expect(tolerant, `${operationId}: ${JSON.stringify(checked.issues)}`).toBeDefined();
      expect(tolerant?.issues, JSON.stringify(tolerant?.issues)).toBeUndefined();
      expect(tolerant && 'value' in tolerant ? tolerant.value : undefined).toStrictEqual(answer);
    },
  );
});

describe("the mock platform's minimal scenario", () => {
  it('answers only the minimal fields, with a token type and a language code the console does not own', async () => {
    const api = startMockApi(server, { scenario: 'minimal' });
    await api.signIn();

    const status = (await api.call<AuthStatus>('getAuthStatus', 'GET', '/v1/auth/status')).body;
    expect(Object.keys(status).sort()).toEqual(Object.keys(MINIMAL_ANSWERS.getAuthStatus).sort());
    expect(status.tokenType).toBe('keycloak');
    expect(Object.keys(status.user ?? {}).sort()).toEqual(['email', 'id', 'name', 'role']);

    const invitations = (await api.call<Invitation[]>('listInvitations', 'GET', '/v1/users/invites')).body;
    expect(invitations.length).toBeGreaterThan(0);
    for (const invitation of invitations) expect(Object.keys(invitation).sort()).toEqual(['email', 'role']);

    const health = (await api.call<HealthResponse>('getHealth', 'GET', '/health')).body;
    expect(Object.keys(health).sort()).toEqual(['chatEndpoints', 'odoo']);
    for (const endpoint of health.chatEndpoints) expect(Object.keys(endpoint)).toEqual(['model']);

    const created = await api.call('createApiKey', 'POST', '/v1/api-keys', { json: { name: 'Minimal' } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body as object).sort()).toEqual([
      'created',
      'description',
      'id',
      'key',
      'name',
    ]);

    const users = (await api.call<UserProfile[]>('listUsers', 'GET', '/v1/users')).body;
    expect(users.every((user) => /^[a-z]{2}_[A-Z]{2}$/.test(user.settings.language))).toBe(true);
  });

  it('keeps the data of the default scenario: the same keys, members and invitations', async () => {
    const minimal = startMockApi(server, { scenario: 'minimal' });
    await minimal.signIn();
    const ids = async (api: typeof minimal, operationId: string, path: string) =>
      ((await api.call<{ email?: string; id?: number }[]>(operationId, 'GET', path)).body ?? []).map(
        (entry) => entry.email ?? entry.id,
      );
    const minimalIds = [
      await ids(minimal, 'listApiKeys', '/v1/api-keys'),
      await ids(minimal, 'listUsers', '/v1/users'),
      await ids(minimal, 'listInvitations', '/v1/users/invites'),
    ];
    const standard = startMockApi(server);
    await standard.signIn();
    expect(minimalIds).toEqual([
      await ids(standard, 'listApiKeys', '/v1/api-keys'),
      await ids(standard, 'listUsers', '/v1/users'),
      await ids(standard, 'listInvitations', '/v1/users/invites'),
    ]);
  });
});
