import type {
  Invoice,
  PaymentMethod,
  TokenUsageResponse,
  TokenUsageRow,
  Wallet,
} from '@/api/generated/model';

/** Small, readable answers of the billing and usage calls for tests. */

export function usageRow(
  date: string,
  model: string,
  input: number,
  output: number,
  cost: number,
): TokenUsageRow {
  return {
    date,
    model,
    input_tokens: input,
    output_tokens: output,
    total_tokens: input + output,
    cost: { amount: cost, currency: 'EUR' },
  };
}

export function tokenUsage(start: string, end: string, rows: TokenUsageRow[]): TokenUsageResponse {
  const sum = (pick: (row: TokenUsageRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    period: { start, end },
    total: {
      input_tokens: sum((r) => r.input_tokens),
      output_tokens: sum((r) => r.output_tokens),
      total_tokens: sum((r) => r.total_tokens),
      cost: { amount: sum((r) => r.cost.amount), currency: 'EUR' },
    },
    usage: { daily: rows },
  };
}

/** The token usage of these rows in the period a request asks for (`start_date`, `end_date`). */
export function tokenUsageAsked(request: Request, rows: TokenUsageRow[]): TokenUsageResponse {
  const url = new URL(request.url);
  const start = url.searchParams.get('start_date') ?? '2026-11-01';
  const end = url.searchParams.get('end_date') ?? '2026-11-30';
  return tokenUsage(
    start,
    end,
    rows.filter((row) => row.date >= start && row.date <= end),
  );
}

export function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: { amount: 42.5, currency: 'EUR' },
    planId: 'wallet_50_monthly',
    lowBalanceThreshold: null,
    nextCharge: { amount: 50, currency: 'EUR', date: '2026-12-01' },
    ...overrides,
  };
}

export function invoice(number: string, issuingDate: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: `inv_${number}`,
    number,
    amount: 50,
    currency: 'EUR',
    issuingDate,
    paymentStatus: 'succeeded',
    customerId: 'cus_1',
    customer: {
      id: 'cus_1',
      name: 'Nordlys Analytics AB',
      email: 'billing@nordlys.example',
      createdAt: '2025-09-01T08:00:00Z',
    },
    ...overrides,
  };
}

export function card(
  id: string,
  brand: string,
  last4: string,
  overrides: Partial<PaymentMethod> = {},
): PaymentMethod {
  return { id, type: 'card', brand, last4, expMonth: 4, expYear: 2029, isDefault: false, ...overrides };
}
