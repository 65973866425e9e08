import { createAccountsArea } from './accounts';
import { createApiKeysArea } from './api-keys';
import { createBillingArea } from './billing';
import type { StoreContext } from './context';
import { createFaultsArea } from './faults';
import { createHealthArea } from './health';
import { createIdempotencyArea } from './idempotency';
import { createIdentitiesArea } from './identities';
import { createInvitationsArea } from './invitations';
import { createInvoicesArea } from './invoices';
import { MODEL_CATALOGUE, type ModelRecord } from './models';
import { createPaymentMethodsArea } from './payment-methods';
import { createPaymentsArea } from './payments';
import { createRateLimitsArea } from './rate-limits';
import { createUsageArea } from './usage';
import { modelById } from './usage-rows';
import { createUsersArea } from './users';

/** The store's areas over one context; each reads the current state, so they survive `reset`. */
export function createAreas(ctx: StoreContext) {
  const apiKeys = createApiKeysArea(ctx);
  const usage = createUsageArea(ctx);
  return {
    models: {
      list: (): readonly ModelRecord[] => MODEL_CATALOGUE,
      get: (id: string): ModelRecord | undefined => modelById(id),
    },
    accounts: createAccountsArea(ctx),
    users: createUsersArea(ctx),
    apiKeys,
    usage,
    invitations: createInvitationsArea(ctx),
    billing: createBillingArea(ctx, apiKeys, usage),
    invoices: createInvoicesArea(ctx),
    paymentMethods: createPaymentMethodsArea(ctx),
    payments: createPaymentsArea(ctx),
    identities: createIdentitiesArea(ctx),
    health: createHealthArea(ctx),
    faults: createFaultsArea(ctx),
    rateLimits: createRateLimitsArea(ctx),
    idempotency: createIdempotencyArea(ctx),
  };
}

export type StoreAreas = ReturnType<typeof createAreas>;
