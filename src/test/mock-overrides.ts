import { http, type HttpHandler, type RequestHandlerOptions } from 'msw';

import * as apiKeys from '@/api/generated/endpoints/api-keys/api-keys.msw';
import * as auth from '@/api/generated/endpoints/auth/auth.msw';
import * as billing from '@/api/generated/endpoints/billing/billing.msw';
import * as health from '@/api/generated/endpoints/health/health.msw';
import * as inference from '@/api/generated/endpoints/inference/inference.msw';
import * as invites from '@/api/generated/endpoints/invites/invites.msw';
import * as models from '@/api/generated/endpoints/models/models.msw';
import * as registration from '@/api/generated/endpoints/registration/registration.msw';
import * as usage from '@/api/generated/endpoints/usage/usage.msw';
import * as users from '@/api/generated/endpoints/users/users.msw';
import * as vat from '@/api/generated/endpoints/vat/vat.msw';
import { mockDb } from '@/mocks/handlers';
import { playFault } from '@/mocks/handlers/kit/faults';
import type { HttpInfo } from '@/mocks/handlers/kit/operation';
import type { MockDb } from '@/mocks/store/db';
import type { Fault } from '@/mocks/store/state';

import { server } from './msw-server';

const factories = {
  ...apiKeys,
  ...auth,
  ...billing,
  ...health,
  ...inference,
  ...invites,
  ...models,
  ...registration,
  ...usage,
  ...users,
  ...vat,
};
type Factories = typeof factories;

/** Every operationId of the contract, read from the generated `get<OperationId>MockHandler` names. */
export type OperationId = keyof Factories extends infer Name
  ? Name extends `get${infer Op}MockHandler`
    ? Uncapitalize<Op>
    : never
  : never;

type FactoryOf<Op extends OperationId> = Factories[`get${Capitalize<Op>}MockHandler`];
type AnswerOf<Op extends OperationId> = Exclude<Parameters<FactoryOf<Op>>[0], undefined>;

interface OverrideOptions extends RequestHandlerOptions {
  /** The store whose faults for the operation still play first (default: the one behind the shared handlers). */
  db?: MockDb;
}

/**
 * Answers one operation with `answer` (its success body, or a function of the request giving it) for the rest
 * of the test, or its next call only with `{ once: true }`: for an answer the shared store cannot give. A fault
 * injected with `failOperation` still plays first, as the mock platform plays it.
 */
export function overrideOperation<Op extends OperationId>(
  operationId: Op,
  answer: AnswerOf<Op>,
  { db = mockDb, ...options }: OverrideOptions = {},
): void {
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}MockHandler`;
  const factory = factories[name as keyof Factories] as (
    answer: (info: HttpInfo) => Promise<unknown>,
    options?: RequestHandlerOptions,
  ) => Parameters<typeof server.use>[0];
  const give = answer as unknown;
  server.use(
    factory(async (info) => {
      const fault = db.faults.take(operationId);
      if (fault) await playFault(fault, info.request);
      return typeof give === 'function' ? (give as (info: HttpInfo) => unknown)(info) : give;
    }, options),
  );
}

/**
 * Holds every call of one operation until the returned `release()`; then the shared handlers answer them as
 * usual: for a test that looks at the screen while an answer is on its way.
 */
export function holdOperation(operationId: OperationId): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}MockHandler`;
  const { method, path } = (factories[name as keyof Factories] as () => HttpHandler)().info;
  // A resolver that returns nothing lets msw go on to the next handler: the shared store's.
  server.use(
    http.all(path, async ({ request }) => {
      if (request.method === method) await held;
    }),
  );
  return release;
}

/**
 * Injects the mock platform's fault (an error envelope, `network`, `hang`, `delayMs`, `malformed`; `times` for
 * the next N calls only) into one operation of `db` (default: the store behind the shared handlers).
 */
export function failOperation(operationId: OperationId, fault: Fault, db: MockDb = mockDb): void {
  db.faults.set(operationId, fault);
}

type Listener = (event: { request: Request }) => void;
type RequestEvent = 'request:start' | 'request:end';
const listeners: [RequestEvent, Listener][] = [];

function listen(listener: Listener, event: RequestEvent = 'request:start'): void {
  listeners.push([event, listener]);
  server.events.on(event, listener);
}

/** Records every request the test's msw server receives, as `METHOD /path?query`, until the test ends. */
export function recordRequests(): string[] {
  const calls: string[] = [];
  listen(({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** Records every request but a GET (what asks for a change), as `METHOD /path`, until the test ends. */
export function recordChanges(): string[] {
  const calls: string[] = [];
  listen(({ request }) => {
    if (request.method !== 'GET') calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

/** Records the JSON body of every request but a GET to `pathname` (e.g. `/v1/vat/validate`) until the test ends. */
export function recordBodies<Body>(pathname: string): Body[] {
  const bodies: Body[] = [];
  listen(({ request }) => {
    if (new URL(request.url).pathname !== pathname || request.method === 'GET') return;
    void request
      .clone()
      .json()
      .then((body: Body) => bodies.push(body));
  });
  return bodies;
}

/** The `name` header (e.g. `Authorization`) of every request to `pathname`, until the test ends. */
export function recordHeader(pathname: string, name: string): (string | null)[] {
  const values: (string | null)[] = [];
  listen(({ request }) => {
    if (new URL(request.url).pathname === pathname) values.push(request.headers.get(name));
  });
  return values;
}

/** How many `method` requests to `pathname` were on their way at once, at most, until the test ends. */
export function recordConcurrency(method: string, pathname: string): { max: number } {
  const seen = { max: 0 };
  let inFlight = 0;
  const matches = (request: Request) =>
    request.method === method && new URL(request.url).pathname === pathname;
  listen(({ request }) => {
    if (!matches(request)) return;
    inFlight += 1;
    seen.max = Math.max(seen.max, inFlight);
  });
  listen(({ request }) => {
    if (matches(request)) inFlight -= 1;
  }, 'request:end');
  return seen;
}

/** Stops every recording of the test (src/test/setup.ts, after each test). */
export function stopRecordingRequests(): void {
  for (const [event, listener] of listeners.splice(0)) server.events.removeListener(event, listener);
}
