import { describe, expect, it } from 'vitest';

import type {
  Invoice,
  Payment,
  PaymentMethod,
  SubscriptionChangePreview,
  Wallet,
} from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_ADMIN, DEMO_API_KEY, DEMO_MEMBER } from '../store/demo';
import { startMockApi, type MockApi } from '../testing/mock-api';

/** 24–30 November: 7 of the period's 30 days are left, today included. */
const NOW = new Date('2026-11-24T09:00:00Z');

async function signedIn(): Promise<MockApi> {
  const api = startMockApi(server, { now: () => NOW });
  await api.signIn();
  return api;
}

const wallet = async (api: MockApi) =>
  (await api.call<Wallet>('getWallet', 'GET', '/v1/billing/wallet')).body;
const invoices = async (api: MockApi) =>
  (await api.call<Invoice[]>('listInvoices', 'GET', '/v1/billing/invoices')).body;
const cents = (euros: number) => Math.round(euros * 100);

async function useCardThatAuthenticatesEveryPayment(api: MockApi): Promise<PaymentMethod> {
  const added = await api.call<PaymentMethod>('addPaymentMethod', 'POST', '/v1/billing/payment-methods', {
    json: { token: 'pm_card_authenticationRequired', type: 'card', setDefault: true },
  });
  expect(added.status).toBe(201);
  return added.body;
}

describe('plan change: the preview and the charge follow one rule', () => {
  it('an upgrade invoices exactly the preview’s charge, adds its credit and sets the next charge', async () => {
    const api = await signedIn();
    const before = await wallet(api);
    const preview = await api.call<SubscriptionChangePreview>(
      'previewSubscriptionChange',
      'POST',
      '/v1/billing/subscription/preview',
      { json: { planId: 'wallet_500_monthly', quantity: 1 } },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      planId: 'wallet_500_monthly',
      kind: 'upgrade',
      effectiveDate: '2026-11-24',
      chargedNow: { amount: 105, currency: 'EUR' },
      creditNow: { amount: 116.67, currency: 'EUR' },
      daysLeft: 7,
      daysInPeriod: 30,
      nextCharge: { amount: 500, currency: 'EUR', date: '2026-12-01' },
    });
    // Previewing changes nothing.
    expect(await wallet(api)).toEqual(before);

    const count = (await invoices(api)).length;
    const change = await api.call('updateSubscription', 'PUT', '/v1/billing/subscription', {
      json: { planId: 'wallet_500_monthly', quantity: 1 },
    });
    expect(change.status).toBe(200);
    const after = await invoices(api);
    expect(after).toHaveLength(count + 1);
    expect(after[0]).toMatchObject({ issuingDate: '2026-11-24', paymentStatus: 'succeeded' });
    expect(cents(after[0]?.amount ?? 0)).toBe(cents(preview.body.chargedNow.amount));

    const now = await wallet(api);
    expect(cents(now.balance.amount) - cents(before.balance.amount)).toBe(
      cents(preview.body.creditNow.amount),
    );
    expect(now.nextCharge).toEqual(preview.body.nextCharge);
    expect(now.planId).toBe('wallet_500_monthly');
  });

  it('a downgrade charges nothing now and keeps the balance; no invoice', async () => {
    const api = await signedIn();
    await api.call('updateSubscription', 'PUT', '/v1/billing/subscription', {
      json: { planId: 'wallet_500_monthly', quantity: 1 },
    });
    const before = await wallet(api);
    const count = (await invoices(api)).length;
    const preview = await api.call<SubscriptionChangePreview>(
      'previewSubscriptionChange',
      'POST',
      '/v1/billing/subscription/preview',
      { json: { planId: 'get_started', quantity: 1 } },
    );
    expect(preview.body).toMatchObject({
      kind: 'downgrade',
      chargedNow: { amount: 0 },
      creditNow: { amount: 0 },
      nextCharge: null,
    });
    await api.call('updateSubscription', 'PUT', '/v1/billing/subscription', {
      json: { planId: 'get_started', quantity: 1 },
    });
    expect(await invoices(api)).toHaveLength(count);
    const after = await wallet(api);
    expect(after.balance).toEqual(before.balance);
    expect(after.nextCharge).toBeNull();
  });

  it('previews, top-ups, payments and recharge rules are for admins', async () => {
    const api = await signedIn();
    const member = await api.signIn(DEMO_MEMBER.email);
    const calls: [string, string, string, unknown][] = [
      [
        'previewSubscriptionChange',
        'POST',
        '/v1/billing/subscription/preview',
        { planId: 'get_started', quantity: 1 },
      ],
      ['createTopUp', 'POST', '/v1/billing/wallet/top-ups', { amount: 25 }],
      ['payInvoice', 'POST', '/v1/billing/invoices/inv_x/pay', undefined],
      ['confirmPayment', 'POST', '/v1/billing/payments/pay_x/confirm', undefined],
      [
        'updateWalletSettings',
        'PUT',
        '/v1/billing/wallet',
        { autoRecharge: { enabled: true, threshold: 5, amount: 20 } },
      ],
    ];
    for (const [operationId, method, path, json] of calls) {
      expect((await api.call(operationId, method, path, { session: member, json })).status, operationId).toBe(
        403,
      );
    }
  });
});

describe('top-up', () => {
  it('charges the default card at once: a paid invoice of the amount, the balance up by it', async () => {
    const api = await signedIn();
    const before = await wallet(api);
    const topUp = await api.call<Payment>('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
      json: { amount: 25.5 },
    });
    expect(topUp.status).toBe(201);
    expect(topUp.body).toMatchObject({ purpose: 'top_up', status: 'succeeded', amount: { amount: 25.5 } });
    expect(topUp.body.clientSecret).toBeUndefined();
    const [latest] = await invoices(api);
    expect(latest).toMatchObject({ id: topUp.body.invoiceId, amount: 25.5, paymentStatus: 'succeeded' });
    expect(cents((await wallet(api)).balance.amount) - cents(before.balance.amount)).toBe(2550);
  });

  it('a card that asks for 3-D Secure: requires_action with a client secret, nothing booked until confirmed', async () => {
    const api = await signedIn();
    await useCardThatAuthenticatesEveryPayment(api);
    const before = await wallet(api);
    const count = (await invoices(api)).length;
    const topUp = await api.call<Payment>('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
      json: { amount: 50 },
    });
    expect(topUp.body).toMatchObject({ status: 'requires_action', invoiceId: null });
    expect(topUp.body.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(await wallet(api)).toEqual(before);
    expect(await invoices(api)).toHaveLength(count);

    const confirmed = await api.call<Payment>(
      'confirmPayment',
      'POST',
      `/v1/billing/payments/${topUp.body.id}/confirm`,
    );
    expect(confirmed.body).toMatchObject({ id: topUp.body.id, status: 'succeeded', amount: { amount: 50 } });
    expect(cents((await wallet(api)).balance.amount) - cents(before.balance.amount)).toBe(5000);
    expect((await invoices(api))[0]).toMatchObject({ id: confirmed.body.invoiceId, amount: 50 });
    // Booked once: a second confirmation finds nothing to book.
    expect(
      (await api.call('confirmPayment', 'POST', `/v1/billing/payments/${topUp.body.id}/confirm`)).status,
    ).toBe(404);
  });

  it('refuses amounts out of bounds or with more than two decimals, and a declined card charges nothing', async () => {
    const api = await signedIn();
    for (const amount of [4.99, 1000.01, 10.005]) {
      const refused = await api.call('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
        json: { amount },
      });
      expect(refused.status, String(amount)).toBe(400);
    }
    const before = await wallet(api);
    api.db.faults.set('createTopUp', {
      status: 402,
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined.',
    });
    const declined = await api.call('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
      json: { amount: 10 },
    });
    expect(declined).toMatchObject({ status: 402, body: { code: 'PAYMENT_FAILED' } });
    expect(await wallet(api)).toEqual(before);
  });
});

describe('paying a failed invoice', () => {
  it('pays it with the default card; only a failed invoice can be paid', async () => {
    const api = await signedIn();
    const failed = (await invoices(api)).find((invoice) => invoice.paymentStatus === 'failed');
    expect(failed).toBeDefined();
    const paid = await api.call<Payment>('payInvoice', 'POST', `/v1/billing/invoices/${failed?.id}/pay`);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ purpose: 'invoice', status: 'succeeded', invoiceId: failed?.id });
    expect(cents(paid.body.amount.amount)).toBe(cents(failed?.amount ?? 0));
    expect((await invoices(api)).find((invoice) => invoice.id === failed?.id)?.paymentStatus).toBe(
      'succeeded',
    );
    const again = await api.call('payInvoice', 'POST', `/v1/billing/invoices/${failed?.id}/pay`);
    expect(again).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } });
    expect((await api.call('payInvoice', 'POST', '/v1/billing/invoices/inv_nope/pay')).status).toBe(404);
  });

  it('with a card that asks for 3-D Secure, the invoice stays failed until the payment is confirmed', async () => {
    const api = await signedIn();
    await useCardThatAuthenticatesEveryPayment(api);
    const failed = (await invoices(api)).find((invoice) => invoice.paymentStatus === 'failed');
    const started = await api.call<Payment>('payInvoice', 'POST', `/v1/billing/invoices/${failed?.id}/pay`);
    expect(started.body.status).toBe('requires_action');
    expect((await invoices(api)).find((invoice) => invoice.id === failed?.id)?.paymentStatus).toBe('failed');
    await api.call('confirmPayment', 'POST', `/v1/billing/payments/${started.body.id}/confirm`);
    expect((await invoices(api)).find((invoice) => invoice.id === failed?.id)?.paymentStatus).toBe(
      'succeeded',
    );
  });
});

describe('automatic recharge', () => {
  it('a call that drops the balance below the threshold charges the amount: paid invoice, balance up', async () => {
    const api = await signedIn();
    const set = await api.call<Wallet>('updateWalletSettings', 'PUT', '/v1/billing/wallet', {
      json: { autoRecharge: { enabled: true, threshold: 20, amount: 30 } },
    });
    expect(set.body.autoRecharge).toEqual({ enabled: true, threshold: 20, amount: 30 });
    expect(set.body.lowBalanceThreshold).toBe(10); // untouched: only the fields sent change

    // Just above the threshold: the next call's cost takes it below.
    const account = api.db.accounts.get(api.db.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0);
    expect(account).toBeDefined();
    if (!account) return;
    const spent = api.db.billing.periodUsage(account).total.amount;
    account.walletCarry = 20 + spent - 50 + 1e-7;
    const count = (await invoices(api)).length;

    const call = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      bearer: DEMO_API_KEY,
      json: { model: 'mistral-small-3.2-24b', messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(call.status).toBe(200);
    const after = await invoices(api);
    expect(after).toHaveLength(count + 1);
    expect(after[0]).toMatchObject({ amount: 30, paymentStatus: 'succeeded', issuingDate: '2026-11-24' });
    expect((await wallet(api)).balance.amount).toBeCloseTo(50, 1);
  });

  it('a disabled rule charges nothing', async () => {
    const api = await signedIn();
    await api.call('updateWalletSettings', 'PUT', '/v1/billing/wallet', {
      json: { autoRecharge: { enabled: false, threshold: 100_000, amount: 30 } },
    });
    const count = (await invoices(api)).length;
    await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      bearer: DEMO_API_KEY,
      json: { model: 'mistral-small-3.2-24b', messages: [{ role: 'user', content: 'Hi' }] },
    });
    expect(await invoices(api)).toHaveLength(count);
  });
});
