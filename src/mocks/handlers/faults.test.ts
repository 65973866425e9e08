import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';

import type { Fault } from '../store/state';
import { startMockApi, TEST_API_ORIGIN, type MockApi } from '../testing/mock-api';

import { FAULT_RETRY_AFTER_SECONDS, MALFORMED_BODY } from './kit/faults';

async function inject(api: MockApi, operationId: string, fault: Fault) {
  const response = await fetch(`${TEST_API_ORIGIN}/__mock/faults/${operationId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
  return api;
}

const listKeys = (api: MockApi) => api.call('listApiKeys', 'GET', '/v1/api-keys');

describe('faults', () => {
  it('status and code answer the error envelope, with Retry-After on 503', async () => {
    const api = startMockApi(server);
    await api.signIn();
    await inject(api, 'listApiKeys', { status: 503, code: 'SERVER_ERROR' });
    const { status, body, response } = await listKeys(api);
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'SERVER_ERROR' });
    expect(response.headers.get('Retry-After')).toBe(String(FAULT_RETRY_AFTER_SECONDS));
  });

  it.each([
    [{ code: 'PAYMENT_FAILED' } as const, 402, 'PAYMENT_FAILED'],
    [{ code: 'COMPANY_ALREADY_EXISTS' } as const, 409, 'COMPANY_ALREADY_EXISTS'],
    [{ status: 429 }, 429, 'RATE_LIMIT_EXCEEDED'],
    [{ status: 403 }, 403, 'INSUFFICIENT_PERMISSIONS'],
    [{ status: 500 }, 500, 'SERVER_ERROR'],
    [{ status: 404 }, 404, 'INVALID_REQUEST'],
  ])('%j answers %i %s', async (fault, status, code) => {
    const api = startMockApi(server);
    await api.signIn();
    await inject(api, 'listApiKeys', fault);
    const result = await listKeys(api);
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ code });
    if (status === 429)
      expect(result.response.headers.get('Retry-After')).toBe(String(FAULT_RETRY_AFTER_SECONDS));
  });

  it('a code outside the catalogue answers as given, with its message (or a sentence naming the code)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const message = 'The first top-up was declined by the bank.';
    await inject(api, 'listApiKeys', { status: 402, code: 'WALLET_TOP_UP_DECLINED', message, times: 1 });
    expect(await listKeys(api)).toMatchObject({
      status: 402,
      body: { code: 'WALLET_TOP_UP_DECLINED', error: message },
    });
    await inject(api, 'listApiKeys', { code: 'QUOTA_EXCEEDED' });
    expect(await listKeys(api)).toMatchObject({
      status: 400,
      body: { code: 'QUOTA_EXCEEDED', error: 'The platform refused the request (QUOTA_EXCEEDED).' },
    });
  });

  it("takes a lower-case code as OpenAI's routes write them", async () => {
    const api = startMockApi(server);
    await api.signIn();
    await inject(api, 'listApiKeys', { status: 401, code: 'invalid_api_key' });
    expect(await listKeys(api)).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
  });

  it('refuses a fault code that is not written as codes are', async () => {
    const response = await fetch(`${TEST_API_ORIGIN}/__mock/faults/listApiKeys`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'not a code' }),
    });
    expect(response.status).toBe(400);
  });

  it('delayMs alone delays the real answer', async () => {
    const api = startMockApi(server);
    await api.signIn();
    await inject(api, 'listApiKeys', { delayMs: 120 });
    const started = performance.now();
    const { status, body } = await listKeys(api);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
  });

  it('network fails the request', async () => {
    const api = startMockApi(server);
    await inject(api, 'getHealth', { network: true });
    await expect(fetch(`${TEST_API_ORIGIN}/health`)).rejects.toThrow(TypeError);
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    const api = startMockApi(server);
    await inject(api, 'getHealth', { malformed: true });
    const response = await fetch(`${TEST_API_ORIGIN}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('hang never answers; the client gives up', async () => {
    const api = startMockApi(server);
    await inject(api, 'getHealth', { hang: true });
    const started = performance.now();
    await expect(fetch(`${TEST_API_ORIGIN}/health`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('times limits the fault to the next calls, then the operation recovers', async () => {
    const api = startMockApi(server);
    await api.signIn();
    await inject(api, 'listApiKeys', { status: 500, times: 2 });
    expect(api.db.faults.get('listApiKeys')).toEqual({ status: 500, times: 2 });
    expect((await listKeys(api)).status).toBe(500);
    expect(api.db.faults.get('listApiKeys')?.times).toBe(1);
    expect((await listKeys(api)).status).toBe(500);
    expect((await listKeys(api)).status).toBe(200);
    expect(api.db.faults.all()).toEqual({});
  });

  it('touches only its operation, and plays before authentication', async () => {
    const api = startMockApi(server);
    await inject(api, 'createApiKey', { status: 500 });
    expect((await api.call('createApiKey', 'POST', '/v1/api-keys', { json: { name: 'x' } })).status).toBe(
      500,
    );
    expect((await listKeys(api)).status).toBe(401);
  });

  it('works on operations that answer 204 and on streams', async () => {
    const api = startMockApi(server);
    await api.signIn();
    await inject(api, 'revokeApiKey', { code: 'INSUFFICIENT_PERMISSIONS' });
    expect((await api.call('revokeApiKey', 'DELETE', '/v1/api-keys/101')).status).toBe(403);
    await inject(api, 'createChatCompletion', { status: 503 });
    const chat = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      json: { model: 'bge-m3', stream: true, messages: [{ role: 'user', content: 'x' }] },
    });
    expect(chat.status).toBe(503);
  });
});
