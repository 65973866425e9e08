import type { Invoice } from '@/api/generated/model';
import { PLAN_CATALOGUE } from '@/config/plans';

import type { StoreContext } from './context';
import { addMonths, monthOf } from './dates';
import type { AccountRecord, InvoiceItem, MockState } from './state';

function customerOf(account: AccountRecord): Invoice['customer'] {
  return {
    id: `cus_${account.id}`,
    name: account.billingName,
    email: account.billingEmail,
    createdAt: account.createdAt,
  };
}

/** Adds an invoice (newest first), issued on `day`, of `amount` euros (default: the account's plan price). */
export function addInvoice(
  state: MockState,
  account: AccountRecord,
  day: string,
  paymentStatus: Invoice['paymentStatus'],
  amount: number = PLAN_CATALOGUE[account.planId].price,
  item: InvoiceItem = { kind: 'plan', planId: account.planId },
): Invoice {
  const sequence = state.nextId.invoice++;
  const [year = '', month = ''] = day.split('-');
  const invoice: Invoice = {
    id: `inv_${year}_${month}_${String(sequence).padStart(4, '0')}`,
    number: `EU-${year}-${String(sequence).padStart(4, '0')}`,
    amount,
    currency: 'EUR',
    issuingDate: day,
    paymentStatus,
    customerId: `cus_${account.id}`,
    customer: customerOf(account),
  };
  account.invoices.unshift(invoice);
  account.invoiceItems = { ...account.invoiceItems, [invoice.id]: item };
  return invoice;
}

/**
 * One invoice a month from the account's first month to this one (a one-off plan: only the first): paid,
 * except the one three months ago (failed) and this month's, still pending.
 */
export function seedMonthlyInvoices(state: MockState, account: AccountRecord, today: string): void {
  const months: string[] = [];
  for (let day = monthOf(account.createdAt.slice(0, 10)).start; day <= today; day = addMonths(day, 1)) {
    months.push(day);
  }
  const billed = PLAN_CATALOGUE[account.planId].billingPeriod === 'month' ? months : months.slice(0, 1);
  billed.forEach((day, index) => {
    const monthsAgo = months.length - 1 - index;
    addInvoice(state, account, day, monthsAgo === 0 ? 'pending' : monthsAgo === 3 ? 'failed' : 'succeeded');
  });
}

export function createInvoicesArea(ctx: StoreContext) {
  const list = (accountId: number): Invoice[] => ctx.state().accounts.get(accountId)?.invoices ?? [];
  return {
    list,
    get: (accountId: number, id: string): Invoice | undefined =>
      list(accountId).find((invoice) => invoice.id === id),
  };
}

export type InvoicesArea = ReturnType<typeof createInvoicesArea>;
