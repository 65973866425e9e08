import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { ApiError } from './api-error';
import { apiFetch, configureApiClient, parseRetryAfter } from './client';
import { forgetPreloadsForTests } from './preloaded-once';
import { unreadableCount } from './unreadable-items';
import { listApiKeys, revokeApiKey } from './generated/endpoints/api-keys/api-keys';
import { getHealth } from './generated/endpoints/health/health';

const API = 'http://api.test';
let restore: () => void;

beforeEach(() => {
  restore = configureApiClient({ baseUrl: () => API, timeoutMs: 1_000 });
});
afterEach(() => restore());

const validKey = {
  id: 1,
  name: 'Backend',
  description: null,
  prefix: 'sk-eu-3f9a',
  active: true,
  created: '2026-09-01T08:30:00Z',
  modified: '2026-09-01T08:30:00Z',
  lastUsed: null,
};

/** `getHealth` whatever the spy answers (its body is not a health answer). */
const getHealthSafely = () => getHealth().catch(() => undefined);

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch: requests', () => {
  it('prefixes the base URL, sends the session cookie and asks for JSON', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(HttpResponse.json([validKey])));
    const undo = configureApiClient({ fetch: fetchSpy });
    try {
      await listApiKeys();
    } finally {
      undo();
    }
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`${API}/v1/api-keys`);
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(init?.method).toBe('GET');
  });

  it("takes index.html's preloaded answer of a call once; every later request of it bypasses the browser's caches", async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(HttpResponse.json([validKey])));
    const undo = configureApiClient({ fetch: fetchSpy });
    const link = document.createElement('link');
    const attributes: [string, string][] = [
      ['rel', 'preload'],
      ['as', 'fetch'],
      ['href', `${API}/v1/api-keys`],
    ];
    for (const [name, value] of attributes) link.setAttribute(name, value);
    document.head.append(link);
    forgetPreloadsForTests();
    try {
      await listApiKeys();
      await listApiKeys();
      await listApiKeys();
      await getHealthSafely(); // not preloaded
      await revokeApiKey(1).catch(() => undefined); // not a GET
    } finally {
      undo();
      link.remove();
      forgetPreloadsForTests();
    }
    const caches = fetchSpy.mock.calls.map(([url, init]) => [url, init?.method, init?.cache]);
    expect(caches).toEqual([
      [`${API}/v1/api-keys`, 'GET', undefined],
      [`${API}/v1/api-keys`, 'GET', 'no-store'],
      [`${API}/v1/api-keys`, 'GET', 'no-store'],
      [`${API}/health`, 'GET', undefined],
      [`${API}/v1/api-keys/1`, 'DELETE', undefined],
    ]);
  });

  it('serves /health from the API host, outside /v1', async () => {
    server.use(
      http.get(`${API}/health`, () =>
        HttpResponse.json({
          status: 'ok',
          odoo: { status: 'up' },
          chatEndpoints: [{ model: 'm', status: 'up' }],
        }),
      ),
    );
    await expect(getHealth()).resolves.toMatchObject({ odoo: { status: 'up' } });
  });
});

describe('apiFetch: responses are checked against the contract', () => {
  it('returns a body that matches the generated schema', async () => {
    server.use(http.get(`${API}/v1/api-keys`, () => HttpResponse.json([validKey])));
    await expect(listApiKeys()).resolves.toEqual([validKey]);
  });

  it('rejects a body of the wrong shape with a clear, typed error naming the field', async () => {
    server.use(http.get(`${API}/health`, () => HttpResponse.json({ odoo: {}, chatEndpoints: [] })));
    const error = await failureOf(getHealth());
    expect(error).toMatchObject({ kind: 'malformed', code: 'SERVER_ERROR', status: 200 });
    expect(error.message).toBe('The server sent a response the console does not understand.');
    expect(error.fieldIssues.map((i) => i.path)).toEqual(['odoo.status']);
  });

  it('leaves out a list item whose essential field cannot be read, and keeps the rest', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json([
          { ...validKey, id: 'one' },
          { ...validKey, id: 7, prefix: undefined },
        ]),
      ),
    );
    const keys = await listApiKeys();
    expect(keys).toEqual([{ ...validKey, id: 7, prefix: undefined }].map(({ prefix: _, ...key }) => key));
    expect(unreadableCount(keys)).toBe(1);
  });

  it('rejects a body that is not JSON', async () => {
    server.use(
      http.get(
        `${API}/v1/api-keys`,
        () => new HttpResponse('{"oops', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ kind: 'malformed', code: 'SERVER_ERROR' });
    expect(error.message).toBe('The server sent a response that is not valid JSON.');
  });

  it.each([
    [
      'text/plain "OK" from a proxy',
      () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } }),
    ],
    [
      'an HTML error page',
      () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    [
      'an empty 200 labelled JSON',
      () => new HttpResponse('', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('a read answered 200 with %s is an error, never an empty list', async (_, answer) => {
    server.use(http.get(`${API}/v1/api-keys`, answer));
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ kind: 'malformed', code: 'SERVER_ERROR', status: 200 });
    expect(error.message).toBe('The server sent a response that is not JSON.');
  });

  it('resolves 204 No Content to undefined', async () => {
    server.use(http.delete(`${API}/v1/api-keys/5`, () => new HttpResponse(null, { status: 204 })));
    await expect(revokeApiKey(5)).resolves.toBeUndefined();
  });
});

describe('apiFetch: the error envelope becomes one ApiError', () => {
  it('keeps status, code, message and VALIDATION_ERROR field details', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json(
          {
            error: 'Please check your information',
            code: 'VALIDATION_ERROR',
            details: [{ path: 'company.vatNumber', message: 'VAT number format is invalid' }],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      kind: 'http',
      message: 'Please check your information',
    });
    expect(error.fieldIssues).toEqual([
      { path: 'company.vatNumber', message: 'VAT number format is invalid' },
    ]);
  });

  it.each([
    [400, 'INVALID_REQUEST'],
    [401, 'AUTH_REQUIRED'],
    [403, 'INSUFFICIENT_PERMISSIONS'],
    [404, 'INVALID_REQUEST'],
    [408, 'REQUEST_TIMEOUT'],
    [409, 'INVALID_REQUEST'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
  ] as const)('derives the code of a bare %i from its status: %s', async (status, code) => {
    server.use(http.get(`${API}/v1/api-keys`, () => new HttpResponse('<html>oops</html>', { status })));
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ status, code, kind: 'http' });
  });

  it('reads Retry-After of a 429', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json(
          { error: 'Too many', code: 'RATE_LIMIT_EXCEEDED' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const error = await failureOf(listApiKeys());
    expect(error.retryAfterSeconds).toBe(42);
  });

  it("keeps a code outside the catalogue as the server's code, with its message", async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json({ error: 'Nope', code: 'TEAPOT' }, { status: 418 }),
      ),
    );
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ status: 418, code: 'TEAPOT', message: 'Nope', kind: 'http' });
  });

  it('a message without a code keeps the message and guesses no code from the status', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json({ error: 'User already exists' }, { status: 409 }),
      ),
    );
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ status: 409, code: undefined, message: 'User already exists' });
  });

  it('a code without words has no server message: the status line is not shown as one', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () => HttpResponse.json({ code: 'QUOTA_EXCEEDED' }, { status: 400 })),
    );
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ status: 400, code: 'QUOTA_EXCEEDED', message: '' });
  });

  it('keeps the message and code whatever shape `details` has', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json(
          { error: 'Quota reached for this month', code: 'QUOTA_EXCEEDED', details: 42 },
          { status: 402 },
        ),
      ),
    );
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'Quota reached for this month',
      details: 42,
    });
    expect(error.fieldIssues).toEqual([]);
  });

  it("reads an OpenAI-style nested error (the inference routes') and a `message` field", async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, () =>
        HttpResponse.json(
          { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
          { status: 401 },
        ),
      ),
      http.get(`${API}/v1/models`, () =>
        HttpResponse.json({ message: 'Upstream model server is restarting' }, { status: 503 }),
      ),
    );
    expect(await failureOf(listApiKeys())).toMatchObject({
      status: 401,
      code: 'invalid_api_key',
      message: 'Incorrect API key provided',
    });
    expect(await failureOf(apiFetch('/v1/models'))).toMatchObject({
      status: 503,
      code: undefined,
      message: 'Upstream model server is restarting',
    });
  });
});

describe('apiFetch: no answer', () => {
  it('a network failure is NETWORK_ERROR', async () => {
    server.use(http.get(`${API}/v1/api-keys`, () => HttpResponse.error()));
    const error = await failureOf(listApiKeys());
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', kind: 'network' });
  });

  it('no answer within the timeout is REQUEST_TIMEOUT', async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const started = Date.now();
    const error = await failureOf(apiFetch('/v1/api-keys', { timeoutMs: 50 }));
    expect(error).toMatchObject({ status: 0, code: 'REQUEST_TIMEOUT', kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("the caller's own abort is passed through, not turned into an error message", async () => {
    server.use(
      http.get(`${API}/v1/api-keys`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const call = apiFetch('/v1/api-keys', { signal: controller.signal });
    controller.abort();
    const error: unknown = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['120', 120],
    [' 5 ', 5],
    ['Sun, 22 Nov 2026 12:01:00 GMT', 60],
    ['Sun, 22 Nov 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%p → %p', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
