import { currentApiBaseUrl } from '@/config/environment';
import { requestTimeoutMs } from '@/config/network-timings';
import { ApiError, errorFromAnswer, isAuthFailure } from './api-error';
import { cacheModeFor } from './preloaded-once';
import { issuePath, type StandardSchema } from './response-schema';
import { markUnreadable } from './unreadable-items';
import { sessionEnd } from './session-end';
import { isWriteMethod, WRITE_HEADER, WRITE_HEADER_VALUE } from './write-header';

/**
 * The one HTTP client: every generated hook calls `apiFetch`. It adds the base URL and the session cookie,
 * times out, checks bodies against the schema orval passes (Standard Schema: no zod here) and throws only
 * `ApiError`.
 */

export interface ApiClientConfig {
  /** Base URL of the platform API, e.g. `http://localhost:3000`. Read at call time so tests can change it. */
  baseUrl: () => string;
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
}

const defaults: ApiClientConfig = {
  baseUrl: currentApiBaseUrl,
  timeoutMs: requestTimeoutMs(),
  fetch: (...args) => globalThis.fetch(...args),
};

let config: ApiClientConfig = { ...defaults };

/** Overrides parts of the client's configuration (tests, the mock platform); returns a function that undoes it. */
export function configureApiClient(overrides: Partial<ApiClientConfig>): () => void {
  const previous = config;
  config = { ...config, ...overrides };
  return () => {
    config = previous;
  };
}

export type ApiRequestInit = RequestInit & {
  /** The schema of the success body: orval passes the generated zod schema for every JSON response. */
  schema?: StandardSchema;
  /** Overrides the client's timeout for this call (e.g. a long inference). 0 disables it. */
  timeoutMs?: number;
};

/** Orval types each operation's errors as `ErrorType<…>`; at runtime all of them are `ApiError`. */
export type ErrorType<_Declared> = ApiError;
export type BodyType<Body> = Body;

export function resolveUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.baseUrl().replace(/\/+$/, '')}${path}`;
}

/** Sends a request and returns the raw `Response` of a 2xx answer; every failure becomes an `ApiError`. */
export async function apiRequest(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { schema: _schema, timeoutMs = config.timeoutMs, signal: callerSignal, ...rest } = init;
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [callerSignal, timeout].filter((s): s is AbortSignal => s != null);
  const headers = new Headers(rest.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // A header no cross-origin page can send without a CORS preflight: the platform refuses a write that is
  // carried by the session cookie and lacks it (docs/security.md, "Forged requests").
  if (isWriteMethod(rest.method ?? 'GET')) headers.set(WRITE_HEADER, WRITE_HEADER_VALUE);

  const url = resolveUrl(path);
  const cache = rest.cache ?? cacheModeFor(url, rest.method ?? 'GET');

  let response: Response;
  try {
    response = await config.fetch(url, {
      ...rest,
      ...(cache ? { cache } : {}),
      headers,
      credentials: 'include',
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (cause) {
    // The caller's own abort (a query cancelled by React Query) is not a failure: pass it through untouched.
    if (callerSignal?.aborted) throw cause;
    if (timeout?.aborted) {
      throw new ApiError({
        status: 0,
        code: 'REQUEST_TIMEOUT',
        kind: 'timeout',
        message: 'Request timed out',
        cause,
      });
    }
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      kind: 'network',
      message: 'Network error',
      cause,
    });
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    // The session's answer, not an API key's: a key the user pasted (the playground) may be refused alone.
    if (isAuthFailure(error) && !headers.has('Authorization')) sessionEnd.report();
    throw error;
  }
  return response;
}

/** Orval's mutator: JSON in, validated JSON (or text, or nothing) out. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiRequest(path, init);
  const text = await readBody(response, init.signal);
  const contentType = response.headers.get('Content-Type') ?? '';
  const isJson = /[/+]json\b/i.test(contentType);
  // A read whose contract promises a JSON body and gets none (a proxy's "OK", an empty 200) is a broken
  // answer, never an empty list; a write that went through is not undone by a quirk of its answer.
  const isRead = (init.method ?? 'GET').toUpperCase() === 'GET';
  if (isRead && init.schema && response.status !== 204 && (!isJson || text === '')) {
    throw malformed(response, 'The server sent a response that is not JSON.', { contentType });
  }
  if (response.status === 204 || text === '') return undefined as T;
  if (!isJson) return text as T;

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw malformed(response, 'The server sent a response that is not valid JSON.', cause);
  }
  if (!init.schema) return body as T;
  let checked = await init.schema['~standard'].validate(body);
  if (checked.issues) {
    // An answer the generated schema rejects gets a second, tolerant reading where its operation names its
    // essential fields (src/api/read-answer.ts, loaded only for such an answer).
    const { readAnswer } = await import('./read-answer');
    const tolerant = readAnswer(init.schema, body, init.method ?? 'GET', path);
    if (tolerant && !tolerant.issues) {
      markUnreadable(tolerant.value, tolerant.unreadable);
      return tolerant.value as T;
    }
    if (tolerant?.issues) checked = tolerant;
  }
  if (checked.issues) {
    const details = checked.issues.map((i) => ({ path: issuePath(i), message: i.message }));
    throw malformed(
      response,
      'The server sent a response the console does not understand.',
      { issues: checked.issues },
      details,
    );
  }
  return checked.value as T;
}

async function readBody(response: Response, signal?: AbortSignal | null): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: response.status,
      code: 'NETWORK_ERROR',
      kind: 'network',
      message: 'Network error',
      cause,
    });
  }
}

function malformed(response: Response, message: string, cause: unknown, details?: unknown): ApiError {
  return new ApiError({
    status: response.status,
    code: 'SERVER_ERROR',
    kind: 'malformed',
    message,
    cause,
    details,
  });
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined; // not JSON (a proxy's HTML error page): the status decides the code
  }
  return errorFromAnswer(response.status, body, {
    statusText: response.statusText,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
