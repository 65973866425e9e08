import { describe, expect, it } from 'vitest';

import type { BillingUsage, HealthResponse, TokenUsageResponse } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_MEMBER } from '../store/demo';
import { LARGE_API_KEYS, LARGE_MEMBERS } from '../store/scenarios';
import { startMockApi } from '../testing/mock-api';

const count = async (api: ReturnType<typeof startMockApi>, operationId: string, path: string) =>
  ((await api.call<unknown[]>(operationId, 'GET', path)).body ?? []).length;

describe('scenarios, through the API', () => {
  it('default: a team of 12, 8 keys, 4 invitations, 15 invoices, 2 cards, 30 models, back office up', async () => {
    const api = startMockApi(server);
    await api.signIn();
    expect(await count(api, 'listUsers', '/v1/users')).toBe(12);
    expect(await count(api, 'listApiKeys', '/v1/api-keys')).toBe(8);
    expect(await count(api, 'listInvitations', '/v1/users/invites')).toBe(4);
    expect(await count(api, 'listInvoices', '/v1/billing/invoices')).toBe(15); // monthly since September 2025
    expect(await count(api, 'listPaymentMethods', '/v1/billing/payment-methods')).toBe(2);
    expect((await api.call<{ data: unknown[] }>('listModels', 'GET', '/v1/models')).body.data).toHaveLength(
      30,
    );
    const health = await api.call<HealthResponse>('getHealth', 'GET', '/health');
    expect(health.body.odoo.status).toBe('up');
    expect(health.body.chatEndpoints.filter((e) => e.status === 'down').map((e) => e.model)).toEqual([
      'mixtral-8x22b-instruct',
      'llama-3.3-70b-instruct',
    ]);
  });

  it('empty: only the admin and one card; no keys, usage, invitations or invoices', async () => {
    const api = startMockApi(server, { scenario: 'empty' });
    await api.signIn();
    expect(await count(api, 'listUsers', '/v1/users')).toBe(1);
    expect(await count(api, 'listApiKeys', '/v1/api-keys')).toBe(0);
    expect(await count(api, 'listInvitations', '/v1/users/invites')).toBe(0);
    expect(await count(api, 'listInvoices', '/v1/billing/invoices')).toBe(0);
    expect(await count(api, 'listPaymentMethods', '/v1/billing/payment-methods')).toBe(1);
    expect(
      (await api.call<TokenUsageResponse>('getTokenUsage', 'GET', '/v1/usage/tokens')).body.total
        .total_tokens,
    ).toBe(0);
    expect(
      (await api.call<BillingUsage>('getBillingUsage', 'GET', '/v1/billing/usage')).body.total.amount,
    ).toBe(0);
    await api.signIn(DEMO_MEMBER.email);
    expect((await api.call('getAuthStatus', 'GET', '/v1/auth/status')).body).toMatchObject({
      hasOdooAccount: false,
    });
  });

  it(`large: ${LARGE_API_KEYS} API keys and ${LARGE_MEMBERS} members`, async () => {
    const api = startMockApi(server, { scenario: 'large' });
    await api.signIn();
    expect(await count(api, 'listApiKeys', '/v1/api-keys')).toBe(LARGE_API_KEYS);
    expect(await count(api, 'listUsers', '/v1/users')).toBe(LARGE_MEMBERS);
  });

  it('maintenance: the back office is down', async () => {
    const api = startMockApi(server, { scenario: 'maintenance' });
    const { body } = await api.call<HealthResponse>('getHealth', 'GET', '/health');
    expect(body).toMatchObject({ status: 'degraded', odoo: { status: 'down' } });
  });
});
