import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import type { Payment, Wallet } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import contractSource from '../../../openapi/console.yaml?raw';
import { DEMO_ADMIN, DEMO_API_KEY, DEMO_MEMBER } from '../store/demo';
import { startMockApi, type MockApi } from '../testing/mock-api';

/** Every write of the contract, with a path whose parameters are filled in (the guards come before them). */
const doc = parse(contractSource) as {
  paths: Record<string, Record<string, { operationId: string; parameters?: { $ref?: string }[] }>>;
};
const writes = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method !== 'get')
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, '101'),
      operationId: op.operationId,
      idempotent: (op.parameters ?? []).some((p) => p.$ref?.endsWith('/IdempotencyKey')),
    })),
);

async function signedIn(): Promise<MockApi> {
  const api = startMockApi(server);
  await api.signIn();
  return api;
}

function adminAccount(api: MockApi) {
  const account = api.db.accounts.get(api.db.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0);
  if (!account) throw new Error('The demo admin has no account');
  return account;
}

const balanceOf = async (api: MockApi) =>
  (await api.call<Wallet>('getWallet', 'GET', '/v1/billing/wallet')).body.balance.amount;
const topUp = (api: MockApi, amount: number, key?: string) =>
  api.call<Payment>('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
    json: { amount },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('a forged write changes nothing', () => {
  it.each(writes)(
    '$method $path ($operationId) without the console’s header: 403 CSRF_CHECK_FAILED, nothing changed',
    async ({ method, path, operationId }) => {
      const api = await signedIn();
      const snapshot = () => JSON.stringify([api.db.counts(), adminAccount(api)]);
      const before = snapshot();
      const forged = await api.call(operationId, method, path, { json: {}, csrf: false });
      expect(forged.status).toBe(403);
      expect(forged.body).toMatchObject({ code: 'CSRF_CHECK_FAILED' });
      expect(snapshot()).toBe(before);
    },
  );

  it('a text or form body, as another site can send it unannounced, is refused with 415', async () => {
    const api = await signedIn();
    const before = await balanceOf(api);
    for (const [type, body] of [
      ['text/plain', '{"amount":1000}'],
      ['application/x-www-form-urlencoded', 'amount=1000'],
    ] as const) {
      const sent = await api.call('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
        headers: { 'Content-Type': type },
        rawBody: body,
      });
      expect(sent.status).toBe(415);
      expect(sent.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await balanceOf(api)).toBe(before);
  });

  it('other credentials do not exempt: Basic auth, or a bearer token beside the session cookie', async () => {
    const api = await signedIn();
    const before = await balanceOf(api);
    for (const authorization of ['Basic dXNlcjpwYXNz', `Bearer ${DEMO_API_KEY}`]) {
      const forged = await api.call('createTopUp', 'POST', '/v1/billing/wallet/top-ups', {
        json: { amount: 100 },
        headers: { Authorization: authorization },
        csrf: false,
      });
      expect(forged.status, authorization).toBe(403);
    }
    expect(await balanceOf(api)).toBe(before);
  });

  it('an API key (bearer) needs no header: a browser never sends one on its own', async () => {
    const api = startMockApi(server);
    const reply = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      bearer: DEMO_API_KEY,
      session: null,
      csrf: false,
      json: { model: 'mistral-small-3.2-24b', messages: [{ role: 'user', content: 'Hej' }] },
    });
    expect(reply.status).toBe(200);
  });
});

describe('a charge happens once per Idempotency-Key', () => {
  it('the contract declares the key on every write that moves money or creates something', () => {
    expect(
      writes
        .filter((write) => write.idempotent)
        .map((write) => write.operationId)
        .sort(),
    ).toEqual([
      'addPaymentMethod',
      'completeRegistration',
      'confirmPayment',
      'createApiKey',
      'createSetupIntent',
      'createTopUp',
      'inviteUser',
      'payInvoice',
      'updateSubscription',
    ]);
  });

  it('a repeat is given the first answer and charges nothing more; another key charges again', async () => {
    const api = await signedIn();
    const before = await balanceOf(api);
    const first = await topUp(api, 50, 'intent-1');
    const repeat = await topUp(api, 50, 'intent-1');
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(await balanceOf(api)).toBeCloseTo(before + 50, 2);
    await topUp(api, 50, 'intent-2');
    expect(await balanceOf(api)).toBeCloseTo(before + 100, 2);
  });

  it('five at once with one key charge once, and all five get the same answer', async () => {
    const api = await signedIn();
    const before = await balanceOf(api);
    const invoices = () => adminAccount(api).invoices.length;
    const invoicesBefore = invoices();
    const answers = await Promise.all(Array.from({ length: 5 }, () => topUp(api, 1000, 'parallel')));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(1);
    expect(await balanceOf(api)).toBeCloseTo(before + 1000, 2);
    expect(invoices()).toBe(invoicesBefore + 1);
  });

  it('the same key with another amount is refused with 409, and charges nothing', async () => {
    const api = await signedIn();
    await topUp(api, 50, 'intent-3');
    const before = await balanceOf(api);
    const reused = await topUp(api, 60, 'intent-3');
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(api)).toBe(before);
  });

  it('a refusal is given again for the key, though the top-up would pass now; a platform failure is not kept', async () => {
    const api = await signedIn();
    const before = await balanceOf(api);
    const cards = [...adminAccount(api).paymentMethods];
    adminAccount(api).paymentMethods.length = 0;
    const refused = await topUp(api, 20, 'intent-4');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // A card again: this key's answer is still the refusal, and nothing is charged; a new key charges.
    adminAccount(api).paymentMethods.push(...cards);
    const repeat = await topUp(api, 20, 'intent-4');
    expect([repeat.status, repeat.body]).toEqual([refused.status, refused.body]);
    expect(await balanceOf(api)).toBe(before);

    api.db.faults.set('createTopUp', { status: 500, code: 'SERVER_ERROR', times: 1 });
    expect((await topUp(api, 20, 'intent-5')).status).toBe(500);
    expect((await topUp(api, 20, 'intent-5')).status).toBe(201);
    expect(await balanceOf(api)).toBeCloseTo(before + 20, 2);
  });

  it('keys are each person’s own: a teammate’s request under an admin’s key runs anew, never given the admin’s secret', async () => {
    const admin = await signedIn();
    const created = await admin.call<{ key: string }>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: 'Admin only' },
      headers: { 'Idempotency-Key': 'admins-key' },
    });
    expect(created.status).toBe(201);
    await admin.signIn(DEMO_MEMBER.email);
    const replayed = await admin.call<{ key: string }>('createApiKey', 'POST', '/v1/api-keys', {
      json: { name: 'Admin only' },
      headers: { 'Idempotency-Key': 'admins-key' },
    });
    // Not the admin's secret, given again: the member's own request, run for the member.
    expect(replayed.status).toBe(201);
    expect(replayed.body.key).not.toBe(created.body.key);
  });
});
