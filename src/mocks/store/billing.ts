import type { BillingUsage, Subscription, Wallet } from '@/api/generated/model';
import { PLAN_CATALOGUE, type PlanId } from '@/config/constants';

import type { ApiKeysArea } from './api-keys';
import { roundTo, type StoreContext } from './context';
import { addMonths, monthOf } from './dates';
import { addInvoice } from './invoices';
import { MICROS_PER_EURO, rowMicros, sumRows, type UsageArea } from './usage';
import type { AccountRecord } from './state';

/** Costs are summed unrounded and rounded once, to 6 decimals, wherever they are answered. */
export const COST_DECIMALS = 6;

export function createBillingArea(ctx: StoreContext, apiKeys: ApiKeysArea, usage: UsageArea) {
  const period = () => monthOf(ctx.today());

  /** The current billing period (the calendar month) of the account, from the same rows as token usage. */
  const periodUsage = (account: AccountRecord): BillingUsage => {
    const { start, end } = period();
    const rows = usage.sumByDayAndModel(account.id, apiKeys.allOf(account.id), start, end);
    const inputCost = rows.reduce((sum, r) => sum + rowInputCost(r.model, r.input), 0);
    const total = sumRows(rows);
    return {
      current_period: { start_date: start, end_date: end },
      metrics: [
        {
          name: 'Input tokens',
          unit: 'tokens',
          value: total.input,
          cost: roundTo(inputCost, COST_DECIMALS),
          currency: 'EUR',
        },
        {
          name: 'Output tokens',
          unit: 'tokens',
          value: total.output,
          cost: roundTo(total.cost - inputCost, COST_DECIMALS),
          currency: 'EUR',
        },
        { name: 'Requests', unit: 'requests', value: total.requests, cost: 0, currency: 'EUR' },
      ],
      total: {
        amount: rows.reduce((sum, row) => sum + rowMicros(row), 0) / MICROS_PER_EURO,
        currency: 'EUR',
      },
    };
  };
  const subscription = (account: AccountRecord): Subscription => {
    const { start, end } = period();
    return {
      planId: account.planId,
      quantity: 1,
      status: account.subscriptionStatus,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextCharge: { amount: PLAN_CATALOGUE[account.planId].price, currency: 'EUR' },
    };
  };

  return {
    periodUsage,
    subscription,
    /** Balance: credit carried in, plus the plan's credit for this month, minus this month's cost. */
    wallet(account: AccountRecord): Wallet {
      const terms = PLAN_CATALOGUE[account.planId];
      const spent = periodUsage(account).total.amount;
      return {
        balance: {
          amount: roundTo(Math.max(0, account.walletCarry + terms.walletCredit - spent), 2),
          currency: 'EUR',
        },
        planId: account.planId,
        lowBalanceThreshold: account.lowBalanceThreshold,
        nextCharge:
          terms.billingPeriod === 'month'
            ? { amount: terms.price, currency: 'EUR', date: addMonths(period().start, 1) }
            : null,
      };
    },
    /** Invoices the plan's price today (paid): a new account, a plan change. */
    chargePlan(account: AccountRecord): void {
      addInvoice(ctx.state(), account, ctx.today(), 'succeeded');
    },
    /** Switches plan at once and invoices the new plan's price. */
    changePlan(account: AccountRecord, planId: PlanId): Subscription {
      if (account.planId !== planId) {
        account.planId = planId;
        account.subscriptionStatus = 'active';
        addInvoice(ctx.state(), account, ctx.today(), 'succeeded');
      }
      return subscription(account);
    },
  };
}

function rowInputCost(modelId: string, input: number): number {
  return sumRows([{ day: '', model: modelId, requests: 0, input, output: 0 }]).cost;
}

export type BillingArea = ReturnType<typeof createBillingArea>;
