import { describe, expect, it } from 'vitest';

import { createOperationHandlers } from '@/mocks/handlers';
import { createMockDb } from '@/mocks/store/db';
import { DEMO_ADMIN, DEMO_MEMBER } from '@/mocks/store/demo';
import { startMockApi, type MockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';

import { PERMISSION_RULES, permissionFor, type PermissionAction } from './permissions';

/** One call per operation an action makes, as the console makes it, on the seeded Nordlys account. */
type Call = { operationId: string; send: () => Promise<number> };

function callsOf(api: MockApi): Record<PermissionAction, Call[]> {
  const admin = api.db.users.byEmail(DEMO_ADMIN.email);
  const member = api.db.users.byEmail(DEMO_MEMBER.email);
  if (!admin || !member) throw new Error('the Nordlys seed has Anna and Erik');
  const teammate = api.db.users.list(admin.accountId).find((u) => u.id !== admin.id && u.id !== member.id);
  const invitation = api.db.invitations.list(admin.accountId)[0];
  const account = api.db.accounts.get(admin.accountId);
  const key = api.db.apiKeys.list(admin.accountId)[0];
  if (!teammate || !invitation || !account?.paymentMethods[0] || !key) throw new Error('seed data');
  const status = (operationId: string, method: string, path: string, json?: unknown): Call => ({
    operationId,
    send: async () => (await api.call(operationId, method, path, json === undefined ? {} : { json })).status,
  });
  return {
    'team.invite': [
      status('inviteUser', 'POST', '/v1/users/invites', { email: 'x@nordlys.example', role: 'member' }),
    ],
    'team.changeRole': [status('updateUser', 'PUT', `/v1/users/${teammate.id}`, { role: 'admin' })],
    'team.remove': [status('removeUser', 'DELETE', `/v1/users/${teammate.id}`)],
    'team.resendInvitation': [
      status('resendInvitation', 'POST', `/v1/users/invites/${invitation.id}/resend`),
    ],
    'team.cancelInvitation': [status('cancelInvitation', 'DELETE', `/v1/users/invites/${invitation.id}`)],
    'billing.changePlan': [
      status('previewSubscriptionChange', 'POST', '/v1/billing/subscription/preview', {
        planId: 'wallet_500_monthly',
        quantity: 1,
      }),
      status('updateSubscription', 'PUT', '/v1/billing/subscription', {
        planId: 'wallet_500_monthly',
        quantity: 1,
      }),
    ],
    'billing.addCard': [
      status('createSetupIntent', 'POST', '/v1/billing/setup-intents', {}),
      status('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
        token: 'pm_card_amex',
        type: 'card',
      }),
    ],
    'billing.removeCard': [
      status('removePaymentMethod', 'DELETE', `/v1/billing/payment-methods/${account.paymentMethods[0].id}`),
    ],
    'billing.topUp': [
      status('createTopUp', 'POST', '/v1/billing/wallet/top-ups', { amount: 20 }),
      {
        operationId: 'confirmPayment',
        // A payment waiting for the browser's 3-D Secure, so an admin's confirmation has one to book.
        send: async () => {
          account.pendingPayments = [
            ...(account.pendingPayments ?? []),
            {
              id: 'pay_waiting',
              purpose: 'top_up',
              amountCents: 2000,
              invoiceId: null,
              clientSecret: 'pi_w_secret_w',
            },
          ];
          return (await api.call('confirmPayment', 'POST', '/v1/billing/payments/pay_waiting/confirm', {}))
            .status;
        },
      },
    ],
    'billing.payInvoice': [
      {
        operationId: 'payInvoice',
        // Only a failed invoice can be paid.
        send: async () => {
          const invoice = account.invoices[0];
          if (!invoice) throw new Error('seed data: an invoice');
          invoice.paymentStatus = 'failed';
          return (await api.call('payInvoice', 'POST', `/v1/billing/invoices/${invoice.id}/pay`, {})).status;
        },
      },
    ],
    'billing.autoRecharge': [
      status('updateWalletSettings', 'PUT', '/v1/billing/wallet', {
        autoRecharge: { enabled: true, threshold: 10, amount: 50 },
      }),
    ],
    'billing.lowBalance': [
      status('updateWalletSettings', 'PUT', '/v1/billing/wallet', { lowBalanceThreshold: 20 }),
    ],
    'apiKeys.create': [status('createApiKey', 'POST', '/v1/api-keys', { name: 'Erik’s key' })],
    'apiKeys.rotate': [status('rotateApiKey', 'PUT', `/v1/api-keys/${key.id}/rotate`)],
    'apiKeys.revoke': [status('revokeApiKey', 'DELETE', `/v1/api-keys/${key.id}`)],
    'settings.profile': [status('updateUser', 'PUT', `/v1/users/${member.id}`, { name: 'Erik J.' })],
  };
}

const ACTIONS = Object.keys(PERMISSION_RULES) as PermissionAction[];
const adminOnly = (action: PermissionAction) => !permissionFor('member', action).allowed;

// Changes no signed-in member makes on the account: signing up, the VAT check and inference (API keys).
const NOT_ACCOUNT_CHANGES = new Set([
  'completeRegistration',
  'validateVat',
  'createChatCompletion',
  'createEmbedding',
]);

describe('the permission table matches the mock platform', () => {
  it.each(ACTIONS)('%s: a member is refused exactly when the table says admins only', async (action) => {
    const api = startMockApi(server);
    const calls = callsOf(api)[action];
    expect(calls.map((c) => c.operationId)).toEqual(PERMISSION_RULES[action].operations);
    await api.signIn(DEMO_MEMBER.email);
    for (const call of calls) {
      const status = await call.send();
      if (adminOnly(action)) expect(status).toBe(403);
      else expect(status).toBeLessThan(300);
    }
  });

  it.each(ACTIONS.filter(adminOnly))('%s: an admin is not refused', async (action) => {
    const api = startMockApi(server);
    await api.signIn(DEMO_ADMIN.email);
    for (const call of callsOf(api)[action]) expect(await call.send()).toBeLessThan(300);
  });

  it('names every change of the account the contract has', () => {
    const changes = createOperationHandlers(createMockDb())
      .filter((h) => h.handler.info.method !== 'GET' && !NOT_ACCOUNT_CHANGES.has(h.operationId))
      .map((h) => h.operationId);
    const named = new Set(ACTIONS.flatMap((action) => PERMISSION_RULES[action].operations));
    expect(changes.filter((operationId) => !named.has(operationId))).toEqual([]);
  });
});

describe('permissionFor', () => {
  it('keeps admin-only actions from a member, with the reason', () => {
    expect(permissionFor('member', 'team.invite')).toEqual({ allowed: false, reason: 'invite' });
    expect(permissionFor('admin', 'team.invite')).toEqual({ allowed: true });
    expect(permissionFor('member', 'apiKeys.create')).toEqual({ allowed: true });
  });

  it('leaves the decision to the platform while the role is unknown or a word it does not know', () => {
    expect(permissionFor(undefined, 'billing.changePlan')).toEqual({ allowed: true });
    expect(permissionFor('owner', 'billing.changePlan')).toEqual({ allowed: true });
  });
});
