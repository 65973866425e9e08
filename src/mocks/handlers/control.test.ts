import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';

import controlSource from '../../../openapi/mock-control.yaml?raw';
import contractSource from '../../../openapi/console.yaml?raw';
import { createHandlers } from '../handlers';
import { createMockDb } from '../store/db';
import { DEMO_API_KEY } from '../store/demo';
import { SCENARIO_NAMES } from '../store/state';
import { startMockApi, TEST_API_ORIGIN } from '../testing/mock-api';

type Paths = { paths: Record<string, Record<string, { operationId: string }>> };
const control = parse(controlSource) as Paths;
const contract = parse(contractSource) as Paths;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${TEST_API_ORIGIN}${path}`, {
    method,
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

describe('the control API (openapi/mock-control.yaml)', () => {
  it('serves every path and method of its contract', async () => {
    const handlers = createHandlers(createMockDb());
    const routes = Object.entries(control.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((method) => ({
          method: method.toUpperCase(),
          path: path.replace('{operationId}', 'listApiKeys'),
        })),
    );
    expect(routes).toHaveLength(9);
    for (const { method, path } of routes) {
      const request = new Request(`${TEST_API_ORIGIN}${path}`, { method });
      const matches = await Promise.all(handlers.map((h) => h.test({ request })));
      expect(matches.some(Boolean), `${method} ${path}`).toBe(true);
    }
  });

  it('GET /__mock/state tells the scenario, faults, settings, counts and demo credentials', async () => {
    startMockApi(server);
    const { status, body } = await send('GET', '/__mock/state');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      scenario: 'default',
      faults: {},
      settings: { inferenceLatencyMs: 0, odooStatus: 'up' },
      counts: { models: 30, apiKeys: 9, users: 13 },
      demo: { apiKey: DEMO_API_KEY },
    });
    expect(body.scenarios).toHaveLength(SCENARIO_NAMES.length);
  });

  it('POST /__mock/reset restores the seeded data and clears faults and settings, keeping sessions', async () => {
    const api = startMockApi(server);
    await api.signIn();
    await api.call('createApiKey', 'POST', '/v1/api-keys', { json: { name: 'Temporary' } });
    await send('PUT', '/__mock/faults/getHealth', { status: 500 });
    await send('PUT', '/__mock/settings', { odooStatus: 'down' });
    const { body } = await send('POST', '/__mock/reset');
    expect(body).toMatchObject({ faults: {}, settings: { odooStatus: 'up' }, counts: { apiKeys: 9 } });
    expect((await api.call('listApiKeys', 'GET', '/v1/api-keys')).body).toHaveLength(8);
    const { body: reset } = await send('POST', '/__mock/reset', { scenario: 'empty' });
    expect(reset).toMatchObject({ scenario: 'empty' });
    expect((await api.call('getAuthStatus', 'GET', '/v1/auth/status')).body).toMatchObject({
      authenticated: true,
    });
  });

  it('PUT /__mock/scenario switches scenario; an unknown one is refused', async () => {
    startMockApi(server);
    expect((await send('PUT', '/__mock/scenario', { name: 'maintenance' })).body).toMatchObject({
      scenario: 'maintenance',
    });
    expect((await send('GET', '/health')).body).toMatchObject({ odoo: { status: 'down' } });
    const refused = await send('PUT', '/__mock/scenario', { name: 'huge' });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', details: [{ path: 'name' }] },
    });
  });

  it('PUT and DELETE /__mock/faults manage faults by operationId', async () => {
    startMockApi(server);
    expect(await send('PUT', '/__mock/faults/getHealth', { status: 502, times: 3 })).toEqual({
      status: 200,
      body: { operationId: 'getHealth', fault: { status: 502, times: 3 } },
    });
    await send('PUT', '/__mock/faults/listPlans', { delayMs: 10 });
    expect((await send('GET', '/__mock/state')).body.faults).toEqual({
      getHealth: { status: 502, times: 3 },
      listPlans: { delayMs: 10 },
    });
    expect((await send('DELETE', '/__mock/faults/getHealth')).status).toBe(204);
    expect(Object.keys((await send('GET', '/__mock/state')).body.faults ?? {})).toEqual(['listPlans']);
    expect((await send('DELETE', '/__mock/faults')).status).toBe(204);
    expect((await send('GET', '/__mock/state')).body.faults).toEqual({});
  });

  it("a fault's message replaces the catalogue's text in the error envelope", async () => {
    const api = startMockApi(server);
    await api.signIn();
    const message = '<img src=x onerror=alert(1)> Card refused';
    await send('PUT', '/__mock/faults/listApiKeys', { code: 'PAYMENT_FAILED', message, times: 1 });
    expect(await api.call('listApiKeys', 'GET', '/v1/api-keys')).toMatchObject({
      status: 402,
      body: { code: 'PAYMENT_FAILED', error: message },
    });
    expect((await send('PUT', '/__mock/faults/getHealth', { status: 500, message: '' })).status).toBe(400);
  });

  it("PATCH /__mock/companies/{vatNumber} renames a customer's company until the next reset", async () => {
    const api = startMockApi(server);
    await api.signIn();
    const name = 'Nordlys <script>alert(1)</script> AB';
    expect(await send('PATCH', '/__mock/companies/se556677889901', { name })).toEqual({
      status: 200,
      body: { name },
    });
    expect((await api.call('getCurrentUser', 'GET', '/v1/users/me')).body).toMatchObject({
      company: { name },
    });
    expect(await send('PATCH', '/__mock/companies/SE000000000001', { name })).toMatchObject({
      status: 404,
      body: { code: 'INVALID_REQUEST' },
    });
    expect((await send('PATCH', '/__mock/companies/SE556677889901', { name: '' })).status).toBe(400);
    await send('POST', '/__mock/reset');
    expect((await api.call('getCurrentUser', 'GET', '/v1/users/me')).body).toMatchObject({
      company: { name: 'Nordlys Analytics AB' },
    });
  });

  it.each([
    ['an unknown operation', '/__mock/faults/listKeys', { status: 500 }, 404, 'INVALID_REQUEST'],
    ['an empty fault', '/__mock/faults/getHealth', {}, 400, 'VALIDATION_ERROR'],
    ['a success status', '/__mock/faults/getHealth', { status: 200 }, 400, 'VALIDATION_ERROR'],
    [
      'a code not written as codes are',
      '/__mock/faults/getHealth',
      { code: 'oops!' },
      400,
      'VALIDATION_ERROR',
    ],
    ['an unknown field', '/__mock/faults/getHealth', { status: 500, slow: true }, 400, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_, path, fault, status, code) => {
    startMockApi(server);
    expect(await send('PUT', path, fault)).toMatchObject({ status, body: { code } });
  });

  it('PUT /__mock/settings switches the back office and the inference latency', async () => {
    startMockApi(server);
    expect(
      (await send('PUT', '/__mock/settings', { odooStatus: 'down', inferenceLatencyMs: 5 })).body,
    ).toEqual({
      odooStatus: 'down',
      inferenceLatencyMs: 5,
    });
    expect((await send('GET', '/health')).body).toMatchObject({
      status: 'degraded',
      odoo: { status: 'down' },
    });
    expect((await send('PUT', '/__mock/settings', { odooStatus: 'not a word' })).status).toBe(400);
    // A word the console has never seen is what a real back office may send.
    expect((await send('PUT', '/__mock/settings', { odooStatus: 'maintenance' })).status).toBe(200);
    const health = await send('GET', '/health');
    expect(health.body).toMatchObject({ odoo: { status: 'maintenance' } });
  });

  it('GET /__mock/operations lists every operation of the platform contract', async () => {
    startMockApi(server);
    const { body } = await send('GET', '/__mock/operations');
    const expected = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    const listed = (
      body as unknown as { operationId: string; method: string; path: string; tag: string }[]
    ).map((o) => `${o.operationId} ${o.method} ${o.path}`);
    expect(listed.sort()).toEqual(expected.sort());
  });
});

describe('the control API defends itself', () => {
  it('a change not sent as JSON (what any page can post) is refused with 415, and changes nothing', async () => {
    const api = startMockApi(server);
    api.db.settings.odooStatus = 'down';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await fetch(`${TEST_API_ORIGIN}/__mock/reset`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: '{"scenario":"empty"}',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(api.db.scenario).toBe('default');
    expect(api.db.settings.odooStatus).toBe('down');
  });

  it('with a token set, a call without it is refused (403) and one with it answered', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db, { controlToken: 'tester-only' }));
    const state = (headers: Record<string, string>) => fetch(`${TEST_API_ORIGIN}/__mock/state`, { headers });
    expect((await state({})).status).toBe(403);
    expect((await state({ 'X-Mock-Control-Token': 'wrong' })).status).toBe(403);
    expect((await state({ 'X-Mock-Control-Token': 'tester-only' })).status).toBe(200);
    const reset = await fetch(`${TEST_API_ORIGIN}/__mock/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"scenario":"empty"}',
    });
    expect(reset.status).toBe(403);
    expect(db.scenario).toBe('default');
  });
});
