import { describe, expect, it } from 'vitest';

import type { Invoice, PaymentMethod, Plan, SetupIntent, Subscription, Wallet } from '@/api/generated/model';
import { PLAN_CATALOGUE, PLAN_IDS } from '@/config/plans';
import { server } from '@/test/msw-server';

import { DEMO_MEMBER, DEMO_NEW } from '../store/demo';
import { startMockApi } from '../testing/mock-api';

describe('billing', () => {
  it('lists the plans of the constants (spec section 9), publicly', async () => {
    const api = startMockApi(server);
    const { body } = await api.call<Plan[]>('listPlans', 'GET', '/v1/billing/plans', { session: null });
    expect(body.map((p) => p.id)).toEqual([...PLAN_IDS]);
    for (const plan of body) {
      expect(plan).toMatchObject({
        priceAmount: PLAN_CATALOGUE[plan.id].price,
        walletCredit: PLAN_CATALOGUE[plan.id].walletCredit,
        recommended: PLAN_CATALOGUE[plan.id].recommended,
        currency: 'EUR',
      });
    }
    expect(body.find((p) => p.id === 'wallet_500_monthly')?.features[0]).toContain('50€ bonus');
  });

  it('shows the wallet: plan credit plus carry minus this month’s cost, next charge on the 1st', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<Wallet>('getWallet', 'GET', '/v1/billing/wallet');
    const usage = await api.call<{ total: { amount: number } }>(
      'getBillingUsage',
      'GET',
      '/v1/billing/usage',
    );
    expect(body).toMatchObject({
      planId: 'wallet_50_monthly',
      lowBalanceThreshold: 10,
      nextCharge: { amount: 50, date: '2026-12-01' },
    });
    expect(body.balance.amount).toBeCloseTo(12.58 + 50 - usage.body.total.amount, 2);
  });

  it('lets admins set the low-balance threshold, and refuses members', async () => {
    const api = startMockApi(server);
    const admin = await api.signIn();
    const member = await api.signIn(DEMO_MEMBER.email);
    const set = await api.call<Wallet>('updateWalletSettings', 'PUT', '/v1/billing/wallet', {
      session: admin,
      json: { lowBalanceThreshold: 25 },
    });
    expect(set.body.lowBalanceThreshold).toBe(25);
    expect(
      (
        await api.call('updateWalletSettings', 'PUT', '/v1/billing/wallet', {
          session: member,
          json: { lowBalanceThreshold: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await api.call('getWallet', 'GET', '/v1/billing/wallet', { session: member })).status).toBe(200);
    const invalid = await api.call('updateWalletSettings', 'PUT', '/v1/billing/wallet', {
      session: admin,
      json: { lowBalanceThreshold: -1 },
    });
    expect(invalid.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'lowBalanceThreshold' }],
    });
  });

  it('changes plan: the subscription, the wallet and an invoice of the prorated difference follow', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const before = await api.call<Invoice[]>('listInvoices', 'GET', '/v1/billing/invoices');
    const { status, body } = await api.call<Subscription>(
      'updateSubscription',
      'PUT',
      '/v1/billing/subscription',
      {
        json: { planId: 'wallet_500_monthly', quantity: 1 },
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      planId: 'wallet_500_monthly',
      quantity: 1,
      status: 'active',
      currentPeriodStart: '2026-11-01',
      currentPeriodEnd: '2026-11-30',
      nextCharge: { amount: 500, currency: 'EUR' },
    });
    expect((await api.call<Wallet>('getWallet', 'GET', '/v1/billing/wallet')).body.planId).toBe(
      'wallet_500_monthly',
    );
    const after = await api.call<Invoice[]>('listInvoices', 'GET', '/v1/billing/invoices');
    expect(after.body).toHaveLength(before.body.length + 1);
    // The mid-period rule: 22–30 November is 9 of 30 days, so 450 € × 9 / 30 (docs/billing-rules.md).
    expect(after.body[0]).toMatchObject({
      amount: 135,
      issuingDate: '2026-11-22',
      paymentStatus: 'succeeded',
    });
    const unknown = await api.call('updateSubscription', 'PUT', '/v1/billing/subscription', {
      json: { planId: 'gold', quantity: 1 },
    });
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'planId' }] });
  });

  it('lists monthly invoices newest first, with statuses, and reads one', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<Invoice[]>('listInvoices', 'GET', '/v1/billing/invoices');
    expect(body.length).toBeGreaterThan(12);
    expect(body.map((i) => i.issuingDate)).toEqual([...body.map((i) => i.issuingDate)].sort().reverse());
    expect(body.slice(0, 4).map((i) => i.paymentStatus)).toEqual([
      'pending',
      'succeeded',
      'succeeded',
      'failed',
    ]);
    expect(body[0]).toMatchObject({
      amount: 50,
      currency: 'EUR',
      issuingDate: '2026-11-01',
      customer: { name: 'Nordlys Analytics AB' },
    });
    const one = await api.call('getInvoice', 'GET', `/v1/billing/invoices/${body[1]?.id}`);
    expect(one.body).toEqual(body[1]);
    expect((await api.call('getInvoice', 'GET', '/v1/billing/invoices/inv_nope')).status).toBe(404);
  });

  it('adds payment methods from card tokens; a declined card answers 402 PAYMENT_FAILED', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const added = await api.call<PaymentMethod>('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
      json: { token: 'pm_card_amex', type: 'card', setDefault: true },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ type: 'card', brand: 'amex', last4: '8431', isDefault: true });
    const list = await api.call<PaymentMethod[]>('listPaymentMethods', 'GET', '/v1/billing/payment-methods');
    expect(list.body.filter((m) => m.isDefault).map((m) => m.id)).toEqual([added.body.id]);

    const declined = await api.call('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
      json: { token: 'pm_card_chargeDeclined', type: 'card' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'PAYMENT_FAILED' });
    const bad = await api.call('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
      json: { token: '4242424242424242', type: 'card' },
    });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'token' }] });
    const sepa = await api.call<PaymentMethod>('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
      json: { token: 'pm_sepa_debit_de', type: 'sepa' },
    });
    expect(sepa.body).toMatchObject({ type: 'sepa', last4: '3000', isDefault: false });
  });

  it('starts a SetupIntent for an admin and for an identity still registering, never for another member', async () => {
    const api = startMockApi(server);
    const admin = await api.signIn();
    const registering = await api.signIn(DEMO_NEW.email);
    const member = await api.signIn(DEMO_MEMBER.email);
    const ask = (session: string) =>
      api.call<SetupIntent>('createSetupIntent', 'POST', '/v1/billing/setup-intents', { session, json: {} });
    const first = await ask(admin);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('requires_payment_method');
    expect(first.body.clientSecret).toMatch(new RegExp(`^${first.body.id}_secret_[A-Za-z0-9]+$`));
    const second = await ask(registering);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await ask(member)).body).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS' });
  });

  it('saves the 3-D Secure test cards once authenticated, with their last digits', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const last4 = async (token: string) =>
      (
        await api.call<PaymentMethod>('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
          json: { token, type: 'card' },
        })
      ).body.last4;
    expect(await last4('pm_card_authenticationRequiredSetupForOffSession')).toBe('3155');
    expect(await last4('pm_card_authenticationRequired')).toBe('3184');
    expect(await last4('pm_card_threeDSecure2Required')).toBe('3220');
  });

  it('removes payment methods, but never the last one', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<PaymentMethod[]>(
      'listPaymentMethods',
      'GET',
      '/v1/billing/payment-methods',
    );
    expect(body).toHaveLength(2);
    const [first, second] = body;
    expect(
      (await api.call('removePaymentMethod', 'DELETE', `/v1/billing/payment-methods/${first?.id}`)).status,
    ).toBe(204);
    const left = await api.call<PaymentMethod[]>('listPaymentMethods', 'GET', '/v1/billing/payment-methods');
    expect(left.body).toEqual([{ ...second, isDefault: true }]);
    const last = await api.call('removePaymentMethod', 'DELETE', `/v1/billing/payment-methods/${second?.id}`);
    expect(last.status).toBe(400);
    expect(last.body).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(
      (await api.call('removePaymentMethod', 'DELETE', '/v1/billing/payment-methods/pm_nope')).status,
    ).toBe(404);
  });
});
