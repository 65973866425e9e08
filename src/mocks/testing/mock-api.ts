import type { SetupServer } from 'msw/node';

import { WRITE_HEADER, WRITE_HEADER_VALUE } from '@/api/write-header';

import { createHandlers } from '../handlers';
import { directIdentityBridge, type DirectIdentityBridge } from '../identity-bridge';
import { createMockDb, type MockDb, type MockDbOptions } from '../store/db';
import { DEMO_ADMIN } from '../store/demo';
import { SESSION_COOKIE } from '../store/sessions';

import { assertContractBody } from './contract-schemas';

/** Where tests reach the mock platform (any origin works: the handlers match `*\/v1/…`). */
export const TEST_API_ORIGIN = 'http://api.test';
export const TEST_CONSOLE_ORIGIN = 'http://localhost:5173';

export interface CallInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is, labelled JSON (for bodies that are not). */
  rawJson?: string;
  /** Sent as is, with the `Content-Type` of `headers` (for bodies another site could send). */
  rawBody?: string;
  /** The session cookie to send (default: the signed-in session, if any); `null` sends none. */
  session?: string | null;
  /** An API key, sent as `Authorization: Bearer`. */
  bearer?: string;
  /** Whether to send the console's write header (default true); false for a forged request. */
  csrf?: boolean;
}

export interface CallResult<Body = unknown> {
  status: number;
  body: Body;
  response: Response;
}

export interface MockApi {
  db: MockDb;
  bridge: DirectIdentityBridge;
  /** The session of the last `signIn`. */
  session: string | null;
  /** Runs the sign-in routes (`/v1/auth/login` → callback) for the identity; returns and keeps the session. */
  signIn(email?: string): Promise<string>;
  /**
   * Calls an operation of the contract and checks every JSON answer against the generated zod schema of that
   * operation (or `ErrorResponse` for an error). `path` is relative to `TEST_API_ORIGIN`.
   */
  call<Body = unknown>(
    operationId: string,
    method: string,
    path: string,
    init?: CallInit,
  ): Promise<CallResult<Body>>;
}

/** A fresh store and handlers in front of the test's msw server (isolated from other tests). */
export function startMockApi(server: SetupServer, options: MockDbOptions = {}): MockApi {
  const db = createMockDb({
    now: () => new Date('2026-11-22T12:00:00Z'),
    ...options,
    settings: { inferenceLatencyMs: 0, ...options.settings },
  });
  const bridge = directIdentityBridge(db);
  server.use(...createHandlers(db, { bridge }));

  const api: MockApi = {
    db,
    bridge,
    session: null,
    async signIn(email = DEMO_ADMIN.email) {
      bridge.signInAs(email);
      const redirectUrl = `${TEST_CONSOLE_ORIGIN}/auth`;
      const login = await fetch(
        `${TEST_API_ORIGIN}/v1/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`,
        { redirect: 'manual' },
      );
      const callback = await fetch(login.headers.get('Location') ?? '', { redirect: 'manual' });
      const cookie = callback.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
      const session = /^console_session=([^;]+)/.exec(cookie)?.[1];
      if (!session) throw new Error(`signIn(${email}) got no session cookie (status ${callback.status})`);
      api.session = session;
      return session;
    },
    async call<Body>(operationId: string, method: string, path: string, init: CallInit = {}) {
      const {
        json,
        rawJson,
        rawBody,
        session = api.session,
        bearer,
        csrf = true,
        headers: extra,
        ...rest
      } = init;
      const headers = new Headers(extra);
      if (json !== undefined || rawJson !== undefined) headers.set('Content-Type', 'application/json');
      if (session) headers.set('Cookie', `${SESSION_COOKIE}=${session}`);
      if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
      // As the console's client sends it with every write; a test of a forged request passes `csrf: false`.
      if (csrf && !headers.has(WRITE_HEADER)) headers.set(WRITE_HEADER, WRITE_HEADER_VALUE);
      const response = await fetch(`${TEST_API_ORIGIN}${path}`, {
        ...rest,
        method,
        headers,
        redirect: 'manual',
        body: rawBody ?? rawJson ?? (json === undefined ? undefined : JSON.stringify(json)),
      });
      const isJson = /json/.test(response.headers.get('Content-Type') ?? '');
      const body: unknown = isJson ? await response.clone().json() : await response.clone().text();
      // The minimal scenario answers what the console reads, not always the contract's full shape.
      const readBy = options.scenario === 'minimal' ? { method, path } : undefined;
      if (isJson) assertContractBody(operationId, response.status, body, readBy);
      return { status: response.status, body: body as Body, response };
    },
  };
  return api;
}
