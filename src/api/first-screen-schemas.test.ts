import { faker } from '@faker-js/faker';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';

import { ApiError } from './api-error';
import { apiFetch, configureApiClient } from './client';
import { authStatusSchema, healthSchema } from './first-screen-schemas';
import { getGetAuthStatusResponseMock } from './generated/endpoints/auth/auth.faker';
import { getGetHealthResponseMock } from './generated/endpoints/health/health.faker';
import { AuthStatus } from './generated/model/authStatus.zod';
import { HealthResponse } from './generated/model/healthResponse.zod';
import { lazySchema, type LazySchema, type StandardSchema } from './response-schema';

// The shortcuts stand in for the generated schemas on the first screen, so they must agree with them: any
// body a shortcut accepts, the schema accepts with the same output (never the other way round). The
// samples come from the contract's generated faker data, so a contract change that the shortcut does not
// follow fails here.

const SAMPLES = 300;

/** The same body with one property replaced by each wrong kind of value, or removed. */
function mutations(body: Record<string, unknown>): unknown[] {
  const wrong: unknown[] = [undefined, null, true, 0, 1.5, '', 'x', [], {}, [1], { status: 'up' }];
  const out: unknown[] = [null, [], 'x', 1];
  for (const key of Object.keys(body)) {
    for (const value of wrong) {
      const copy: Record<string, unknown> = { ...body };
      if (value === undefined) delete copy[key];
      else copy[key] = value;
      out.push(copy);
    }
  }
  return out;
}

/** What the schema makes of a body: its output, or `undefined` when it rejects it. */
function schemaOutput(schema: StandardSchema, body: unknown): unknown {
  const result = schema['~standard'].validate(body);
  if (result instanceof Promise) throw new Error('the generated schemas are synchronous');
  return result.issues ? undefined : result.value;
}

function expectSound(lazy: LazySchema, schema: StandardSchema, body: unknown) {
  const shortcut = lazy.shortcut?.(body);
  if (shortcut === undefined) return;
  const output = schemaOutput(schema, body);
  expect(output, JSON.stringify(body)).toBeDefined();
  expect(shortcut.value, JSON.stringify(body)).toStrictEqual(output);
}

beforeAll(() => faker.seed(4_2026));

describe('the health shortcut', () => {
  it('decides every answer the contract allows, exactly as the generated schema', () => {
    for (let i = 0; i < SAMPLES; i++) {
      const body = JSON.parse(JSON.stringify(getGetHealthResponseMock())) as unknown;
      expect(healthSchema.shortcut?.(body)?.value, JSON.stringify(body)).toStrictEqual(
        schemaOutput(HealthResponse, body),
      );
    }
  });

  it('takes what spec section 3 guarantees, and status words the contract does not list', () => {
    const body = {
      odoo: { status: 'maintenance' },
      chatEndpoints: [{ model: 'm' }, { model: 'n', status: 'warming' }],
    };
    expectSound(healthSchema, HealthResponse, body);
    expect(healthSchema.shortcut?.(body)?.value).toEqual(body);
  });

  it('drops properties the contract does not know, as the schema does', () => {
    const body = {
      status: 'ok',
      extra: 1,
      odoo: { status: 'up', x: 2 },
      chatEndpoints: [{ model: 'm', status: 'up', y: 3 }],
    };
    expectSound(healthSchema, HealthResponse, body);
    expect(healthSchema.shortcut?.(body)).toBeDefined();
  });

  it('never accepts what the schema rejects', () => {
    for (let i = 0; i < 20; i++) {
      const body = getGetHealthResponseMock() as unknown as Record<string, unknown>;
      for (const mutated of mutations(body)) expectSound(healthSchema, HealthResponse, mutated);
      const endpoints = body.chatEndpoints as Record<string, unknown>[];
      for (const mutated of mutations(endpoints[0] ?? {})) {
        expectSound(healthSchema, HealthResponse, { ...body, chatEndpoints: [mutated] });
      }
      for (const mutated of mutations(body.odoo as Record<string, unknown>)) {
        expectSound(healthSchema, HealthResponse, { ...body, odoo: mutated });
      }
    }
  });
});

describe('the auth status shortcut', () => {
  const anonymous = () =>
    JSON.parse(
      JSON.stringify(
        getGetAuthStatusResponseMock({
          authenticated: false,
          keycloakAuthenticated: false,
          hasOdooAccount: false,
          user: null,
          identity: null,
        }),
      ),
    ) as Record<string, unknown>;

  it('decides the status of a visitor without a session, exactly as the generated schema', () => {
    for (let i = 0; i < SAMPLES; i++) {
      const body = anonymous();
      if (i % 2 === 0) delete body.identity; // optional in the contract
      expect(authStatusSchema.shortcut?.(body)?.value, JSON.stringify(body)).toStrictEqual(
        schemaOutput(AuthStatus, body),
      );
    }
  });

  it('leaves every other status to the schema, and never accepts what the schema rejects', () => {
    for (let i = 0; i < SAMPLES; i++) {
      const body = JSON.parse(JSON.stringify(getGetAuthStatusResponseMock())) as Record<string, unknown>;
      expectSound(authStatusSchema, AuthStatus, body);
      if (body.user !== null || body.authenticated !== false) {
        expect(authStatusSchema.shortcut?.(body)).toBeUndefined();
      }
    }
    for (const mutated of mutations(anonymous())) expectSound(authStatusSchema, AuthStatus, mutated);
  });
});

describe('apiFetch with a lazy schema', () => {
  const API = 'http://api.test';
  let restore: () => void;
  beforeEach(() => {
    restore = configureApiClient({ baseUrl: () => API, timeoutMs: 1_000 });
  });
  afterEach(() => restore());

  const counted = () => {
    const load = vi.fn(() => Promise.resolve<StandardSchema>(HealthResponse));
    return { load, schema: lazySchema(load, healthSchema.shortcut) };
  };

  it('answers from the shortcut without loading the schema', async () => {
    const body = { status: 'ok', odoo: { status: 'up' }, chatEndpoints: [] };
    server.use(http.get(`${API}/health`, () => HttpResponse.json(body)));
    const { load, schema } = counted();
    await expect(apiFetch('/health', { schema })).resolves.toStrictEqual(body);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the schema for a body the shortcut does not recognise, and rejects it with its issues', async () => {
    server.use(http.get(`${API}/health`, () => HttpResponse.json({ status: 'fine', odoo: { status: 7 } })));
    const { load, schema } = counted();
    const error: unknown = await apiFetch('/health', { schema }).catch((e: unknown) => e);
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', code: 'SERVER_ERROR', status: 200 });
    // The tolerant second reading names the essential field it could not read.
    expect((error as ApiError).fieldIssues.map((issue) => issue.path)).toEqual(['chatEndpoints']);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<StandardSchema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(HealthResponse);
    const schema = lazySchema(load);
    await expect(schema.load()).rejects.toThrow('chunk failed');
    await expect(schema.load()).resolves.toBe(HealthResponse);
    await schema.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
