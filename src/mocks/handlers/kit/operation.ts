import type { HttpHandler, HttpResponseResolver } from 'msw';

import type { MockDb } from '../../store/db';
import type { IdentityBridge } from '../../identity-bridge';

import { minimalView } from '../../minimal-view';
import { variantView } from '../../variant-view';

import { playFault } from './faults';
import { refuseForgedWrite, refuseNonJsonBody, runIdempotently } from './write-guards';

/** What every handler module gets. */
export interface HandlerContext {
  db: MockDb;
  bridge: IdentityBridge;
  /** Origins `redirectUrl` may point to. */
  allowedRedirectOrigins: readonly string[];
  /** The control API's token, when one is set (`MOCK_CONTROL_TOKEN`). */
  controlToken?: string;
}

/** One contract operation: its operationId and the msw handler built from its generated factory. */
export interface OperationHandler {
  operationId: string;
  tag: string;
  handler: HttpHandler;
}

/** Any generated `get<OperationId>MockHandler(override?, options?)` factory. */
export type MockHandlerFactory = (override: never, options?: never) => HttpHandler;

/** The resolver info of an msw `http.*` handler (request, params, cookies). */
export type HttpInfo = Parameters<HttpResponseResolver>[0];

/**
 * The factory's override function: `(info) => Body | Promise<Body>` with the contract's success body. Redirect
 * routes document no body (their override is typed `unknown`): any function of the request info.
 */
export type OverrideOf<Factory extends MockHandlerFactory> = unknown extends Parameters<Factory>[0]
  ? (info: HttpInfo) => unknown
  : Extract<Parameters<Factory>[0], (info: never) => unknown>;

/**
 * Builds an operation's handler from its generated factory and an override (the operation's behaviour),
 * wrapped in what every write must pass (write-guards.ts: forgery, JSON, idempotency), then a fault injected
 * for the operationId, then the scenario's view of the answer.
 */
export function operation<Factory extends MockHandlerFactory>(
  ctx: HandlerContext,
  tag: string,
  operationId: string,
  factory: Factory,
  resolve: OverrideOf<Factory>,
): OperationHandler {
  const run = resolve as (info: HttpInfo) => unknown;
  const withFaults = async (info: HttpInfo) => {
    // A forged write is refused before anything else. A fault plays before the idempotency store: it stands
    // for the way to the platform (nothing ran, so nothing is kept), or for a slow one (then the work runs).
    refuseForgedWrite(info.request, info.cookies);
    const fault = ctx.db.faults.take(operationId);
    if (fault) await playFault(fault, info.request);
    // A repeated write is given its first answer.
    return runIdempotently(ctx.db, info.request, info.cookies, async () => {
      await refuseNonJsonBody(info.request);
      const body = await run(info);
      // The `minimal` scenario answers only what the spec and the platform facts guarantee; `variant` answers
      // in the forms another back office plausibly uses.
      if (ctx.db.scenario === 'minimal') return minimalView(operationId, body);
      if (ctx.db.scenario === 'variant') return variantView(operationId, info.request, body);
      return body;
    });
  };
  return { operationId, tag, handler: factory(withFaults as never) };
}

/** `operation` with the context and tag bound, for a handler module: `const op = operationsFor(ctx, 'auth')`. */
export function operationsFor(ctx: HandlerContext, tag: string) {
  return <Factory extends MockHandlerFactory>(
    operationId: string,
    factory: Factory,
    resolve: OverrideOf<Factory>,
  ): OperationHandler => operation(ctx, tag, operationId, factory, resolve);
}
