import { delay, http, HttpResponse } from 'msw';

import type {
  Invoice,
  PaymentMethod,
  TokenUsageResponse,
  TokenUsageRow,
  Wallet,
} from '@/api/generated/model';
import { PLAN_CATALOGUE, type PlanId } from '@/config/constants';
import { server } from '@/test/msw-server';

import { card, invoice, tokenUsage, wallet } from './test-fixtures';

/**
 * A small stateful stand-in for the billing and usage operations in component tests: it answers from its
 * fields, changes them as the platform would, and records every call (`METHOD path?query`) and body.
 */
export interface FakeBilling {
  wallet: Wallet;
  methods: PaymentMethod[];
  invoices: Invoice[];
  /** The usage rows the token usage call answers, filtered to the asked period. */
  rows: TokenUsageRow[];
  calls: string[];
  bodies: Record<string, unknown[]>;
  /** Milliseconds every answer waits (so a pending state can be seen). */
  latency: number;
}

export function serveBilling(overrides: Partial<Omit<FakeBilling, 'calls' | 'bodies'>> = {}): FakeBilling {
  const fake: FakeBilling = {
    wallet: wallet(),
    methods: [card('pm_1', 'visa', '4242', { isDefault: true }), card('pm_2', 'mastercard', '4444')],
    invoices: [
      invoice('EU-2026-0015', '2026-11-01', { paymentStatus: 'pending' }),
      invoice('EU-2026-0014', '2026-10-01'),
    ],
    rows: [],
    latency: 0,
    ...overrides,
    calls: [],
    bodies: {},
  };
  const record = async (request: Request, name: string) => {
    const url = new URL(request.url);
    fake.calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      (fake.bodies[name] ??= []).push(await request.clone().json());
    }
    if (fake.latency > 0) await delay(fake.latency);
  };
  server.use(
    http.get('*/v1/billing/wallet', async ({ request }) => {
      await record(request, 'getWallet');
      return HttpResponse.json(fake.wallet);
    }),
    http.put('*/v1/billing/wallet', async ({ request }) => {
      await record(request, 'updateWalletSettings');
      const body = (await request.json()) as { lowBalanceThreshold: number | null };
      fake.wallet = { ...fake.wallet, lowBalanceThreshold: body.lowBalanceThreshold };
      return HttpResponse.json(fake.wallet);
    }),
    http.put('*/v1/billing/subscription', async ({ request }) => {
      await record(request, 'updateSubscription');
      const { planId } = (await request.json()) as { planId: PlanId };
      fake.wallet = { ...fake.wallet, planId };
      return HttpResponse.json({
        planId,
        quantity: 1,
        status: 'active',
        currentPeriodStart: '2026-11-01',
        currentPeriodEnd: '2026-11-30',
        nextCharge: { amount: PLAN_CATALOGUE[planId].price, currency: 'EUR' },
      });
    }),
    http.get('*/v1/billing/invoices', async ({ request }) => {
      await record(request, 'listInvoices');
      return HttpResponse.json(fake.invoices);
    }),
    http.get('*/v1/billing/payment-methods', async ({ request }) => {
      await record(request, 'listPaymentMethods');
      return HttpResponse.json(fake.methods);
    }),
    http.post('*/v1/billing/payment-methods', async ({ request }) => {
      await record(request, 'addPaymentMethod');
      const body = (await request.json()) as { token: string; setDefault?: boolean };
      if (body.token.startsWith('pm_card_chargeDeclined')) {
        return HttpResponse.json(
          { error: 'Your card was declined.', code: 'PAYMENT_FAILED' },
          { status: 402 },
        );
      }
      const added = card(`pm_new_${fake.methods.length + 1}`, 'visa', '4242', {
        isDefault: !!body.setDefault,
      });
      fake.methods = [...fake.methods.map((m) => (body.setDefault ? { ...m, isDefault: false } : m)), added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete('*/v1/billing/payment-methods/:id', async ({ request, params }) => {
      await record(request, 'removePaymentMethod');
      fake.methods = fake.methods.filter((m) => m.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/v1/usage/tokens', async ({ request }) => {
      await record(request, 'getTokenUsage');
      const url = new URL(request.url);
      const start = url.searchParams.get('start_date') ?? '2026-11-01';
      const end = url.searchParams.get('end_date') ?? '2026-11-30';
      const answer: TokenUsageResponse = tokenUsage(
        start,
        end,
        fake.rows.filter((row) => row.date >= start && row.date <= end),
      );
      return HttpResponse.json(answer);
    }),
  );
  return fake;
}

/** `method path` answers an error envelope with this status and code (every time, or `once`). */
export function failWith(
  method: 'get' | 'put' | 'post' | 'delete',
  path: string,
  status: number,
  code: string,
  { message = 'Something broke', once = false }: { message?: string; once?: boolean } = {},
) {
  server.use(
    http[method](`*${path}`, () => HttpResponse.json({ error: message, code }, { status }), { once }),
  );
}
