import { describe, expect, it } from 'vitest';

import type { ApiKey, ApiKeyUsageResponse, CreateApiKeyResponse, ErrorResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_API_KEY, DEMO_MEMBER } from '../store/demo';
import { startMockApi, type MockApi } from '../testing/mock-api';

import { KEY_USAGE_DEFAULT_DAYS } from './api-keys';

const chatWith = (api: MockApi, bearer: string) =>
  api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
    session: null,
    bearer,
    json: { model: 'llama-3.1-8b-instruct', messages: [{ role: 'user', content: 'Ping' }] },
  });

describe('API keys', () => {
  it('lists the seeded keys, newest first, with a prefix and never a secret', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
    expect(body).toHaveLength(8);
    expect(body.map((k) => k.created)).toEqual([...body.map((k) => k.created)].sort().reverse());
    for (const key of body) {
      expect(key.prefix).toMatch(/^sk-eu-[0-9a-f]{4}$/);
      expect(Object.keys(key)).not.toContain('key');
    }
    expect(JSON.stringify(body)).not.toContain(DEMO_API_KEY);
  });

  it('create returns the secret once; the list then shows the key by prefix only', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const created = await api.call<CreateApiKeyResponse>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: 'Nightly batch', description: 'Summaries' },
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^sk-eu-[0-9a-f]{32}$/);
    expect(created.body.prefix).toBe(created.body.key.slice(0, 10));

    const { body } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
    const listed = body.find((k) => k.id === created.body.id);
    expect(listed).toMatchObject({
      name: 'Nightly batch',
      description: 'Summaries',
      prefix: created.body.prefix,
      active: true,
      lastUsed: null,
    });
    expect(JSON.stringify(body)).not.toContain(created.body.key);
    expect(JSON.stringify([...api.db.apiKeys.allOf(1)])).not.toContain(created.body.key);
    expect((await chatWith(api, created.body.key)).status).toBe(200);
  });

  it('rotate issues a new secret for the same id; the old secret stops working', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body: created } = await api.call<CreateApiKeyResponse>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: 'Rotating' },
    });
    const { status, body: rotated } = await api.call<CreateApiKeyResponse>(
      'rotateApiKey',
      'PUT',
      `/v1/api-keys/${created.id}/rotate`,
    );
    expect(status).toBe(200);
    expect(rotated.id).toBe(created.id);
    expect(rotated.key).not.toBe(created.key);
    expect(rotated.prefix).toBe(rotated.key.slice(0, 10));

    const old = await chatWith(api, created.key);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect((await chatWith(api, rotated.key)).status).toBe(200);
  });

  it('revoke removes the key: gone from the list, 404 afterwards, its secret refused, its usage kept', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const demo = api.db.apiKeys.findBySecret(DEMO_API_KEY);
    expect((await chatWith(api, DEMO_API_KEY)).status).toBe(200);

    const revoked = await api.call('revokeApiKey', 'DELETE', `/v1/api-keys/${demo?.id}`);
    expect(revoked.status).toBe(204);
    const { body } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
    expect(body.map((k) => k.id)).not.toContain(demo?.id);
    for (const [operationId, method, path] of [
      ['revokeApiKey', 'DELETE', `/v1/api-keys/${demo?.id}`],
      ['rotateApiKey', 'PUT', `/v1/api-keys/${demo?.id}/rotate`],
    ] as const) {
      const after = await api.call(operationId, method, path);
      expect(after.status, operationId).toBe(404);
      expect(after.body).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    // Its past usage still counts in the account's, so it stays readable.
    const usage = await api.call<{ requests: { total: number } }>(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${demo?.id}/usage`,
    );
    expect(usage.status).toBe(200);
    expect(usage.body.requests.total).toBeGreaterThan(0);
    expect((await chatWith(api, DEMO_API_KEY)).status).toBe(401);
  });

  it('members manage keys too', async () => {
    const api = startMockApi(server);
    await api.signIn(DEMO_MEMBER.email);
    expect((await api.call('createApiKey', 'POST', '/v1/api-keys', { json: { name: 'Mine' } })).status).toBe(
      201,
    );
  });

  it('refuses an empty name with the field path', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body } = await api.call('createApiKey', 'POST', '/v1/api-keys', { json: { name: '' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'name' }] });
  });

  it('refuses a name of spaces only as missing, with the form’s message on `name`; nothing is created', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const before = api.db.apiKeys.list(1).length;
    for (const name of [' ', '   ', '\t \n']) {
      const { status, body } = await api.call('createApiKey', 'POST', '/v1/api-keys', { json: { name } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((body as ErrorResponse).details).toEqual([{ path: 'name', message: 'Name is required' }]);
    }
    expect(api.db.apiKeys.list(1)).toHaveLength(before);
  });

  it('stores a name with spaces around it trimmed', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const created = await api.call<CreateApiKeyResponse>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: '  Nightly batch \t' },
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Nightly batch');
    const { body } = await api.call<ApiKey[]>('listApiKeys', 'GET', '/v1/api-keys');
    expect(body.find((k) => k.id === created.body.id)?.name).toBe('Nightly batch');
  });

  it("another customer's key is not found", async () => {
    const api = startMockApi(server);
    await api.signIn();
    const foreign = [...api.db.apiKeys.allOf(2)][0];
    expect((await api.call('rotateApiKey', 'PUT', `/v1/api-keys/${foreign?.id}/rotate`)).status).toBe(404);
  });

  it('answers a key’s usage for the last 30 days by default, every day listed', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const demo = api.db.apiKeys.findBySecret(DEMO_API_KEY);
    const { body } = await api.call<ApiKeyUsageResponse>(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${demo?.id}/usage`,
    );
    expect(body.period).toEqual({ start: '2026-10-24', end: '2026-11-22' });
    expect(body.requests.daily).toHaveLength(KEY_USAGE_DEFAULT_DAYS);
    expect(body.requests.total).toBe(body.requests.daily.reduce((s, d) => s + d.count, 0));
    expect(body.requests.total).toBeGreaterThan(0);
    expect(body.models.reduce((s, m) => s + m.requests, 0)).toBe(body.requests.total);
    for (const model of body.models)
      expect(model.tokens.total).toBe(model.tokens.input + model.tokens.output);
  });

  it('honours start_date and end_date, and refuses a reversed period', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const demo = api.db.apiKeys.findBySecret(DEMO_API_KEY);
    const { body } = await api.call<ApiKeyUsageResponse>(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${demo?.id}/usage?start_date=2026-09-01&end_date=2026-09-07`,
    );
    expect(body.requests.daily.map((d) => d.date)).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
      '2026-09-07',
    ]);
    const reversed = await api.call(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${demo?.id}/usage?start_date=2026-09-07&end_date=2026-09-01`,
    );
    expect(reversed.status).toBe(400);
    const malformed = await api.call(
      'getApiKeyUsage',
      'GET',
      `/v1/api-keys/${demo?.id}/usage?start_date=yesterday`,
    );
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'start_date' }] });
  });
});
