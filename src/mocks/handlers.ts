import type { HttpHandler } from 'msw';

import { apiKeyHandlers } from './handlers/api-keys';
import { authHandlers } from './handlers/auth';
import { billingHandlers } from './handlers/billing';
import { controlHandlers } from './handlers/control';
import { healthHandlers } from './handlers/health';
import { inferenceHandlers } from './handlers/inference';
import { inviteHandlers } from './handlers/invites';
import type { HandlerContext, OperationHandler } from './handlers/kit/operation';
import { DEFAULT_ALLOWED_REDIRECT_ORIGINS } from './handlers/kit/redirects';
import { modelHandlers } from './handlers/models';
import { registrationHandlers } from './handlers/registration';
import { usageHandlers } from './handlers/usage';
import { userHandlers } from './handlers/users';
import { vatHandlers } from './handlers/vat';
import { directIdentityBridge, type IdentityBridge } from './identity-bridge';
import { createMockDb, type MockDb } from './store/db';

export interface CreateHandlersOptions {
  /** How sign-in reaches an identity provider (default: `directIdentityBridge(db)`, no provider). */
  bridge?: IdentityBridge;
  /** Origins `redirectUrl` may lead to (default: the console on localhost/127.0.0.1, ports 5173 and 4173). */
  allowedRedirectOrigins?: readonly string[];
  /** When set, the control API (`/__mock/*`) answers only requests carrying it (`MOCK_CONTROL_TOKEN`). */
  controlToken?: string;
}

function contextOf(db: MockDb, options: CreateHandlersOptions): HandlerContext {
  return {
    db,
    bridge: options.bridge ?? directIdentityBridge(db),
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? DEFAULT_ALLOWED_REDIRECT_ORIGINS,
    controlToken: options.controlToken || undefined,
  };
}

/** Order matters where paths overlap: `/v1/users/invites` and `/v1/users/me` before `/v1/users/:id`. */
function operationHandlers(ctx: HandlerContext): OperationHandler[] {
  return [
    ...healthHandlers(ctx),
    ...authHandlers(ctx),
    ...modelHandlers(ctx),
    ...inferenceHandlers(ctx),
    ...apiKeyHandlers(ctx),
    ...inviteHandlers(ctx),
    ...registrationHandlers(ctx),
    ...userHandlers(ctx),
    ...vatHandlers(ctx),
    ...billingHandlers(ctx),
    ...usageHandlers(ctx),
  ];
}

/** One handler per contract operation, each from its generated `get<OperationId>MockHandler` factory. */
export function createOperationHandlers(db: MockDb, options: CreateHandlersOptions = {}): OperationHandler[] {
  return operationHandlers(contextOf(db, options));
}

/**
 * The mock platform: every contract operation plus the control API (`/__mock/…`), over one store. The Node
 * mock platform, vitest and the browser worker all serve these.
 */
export function createHandlers(db: MockDb, options: CreateHandlersOptions = {}): HttpHandler[] {
  const ctx = contextOf(db, options);
  const operations = operationHandlers(ctx);
  return [...controlHandlers(ctx, operations), ...operations.map((o) => o.handler)];
}

/** The default store (scenario `default`, fixed seed) behind `handlers`. */
export const mockDb = createMockDb();

/** The default handlers: what `src/test/msw-server.ts` starts with. Tests isolate with `createHandlers(createMockDb())`. */
export const handlers: HttpHandler[] = createHandlers(mockDb);
