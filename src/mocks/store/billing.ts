import type {
  AutoRecharge,
  BillingUsage,
  Subscription,
  SubscriptionChangePreview,
  Wallet,
} from '@/api/generated/model';
import { PLAN_CATALOGUE, type PlanId } from '@/config/plans';
import { MICROS_PER_EURO } from '@/i18n/money';

import type { ApiKeysArea } from './api-keys';
import { roundTo, type StoreContext } from './context';
import { addMonths, monthOf } from './dates';
import { addInvoice } from './invoices';
import { fromCents, planChangeTerms, toCents } from './plan-change-rule';
import type { UsageArea } from './usage';
import { rowMicros, sumRows } from './usage-cost';
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

  /** Balance, unrounded: credit carried in, plus the plan's credit for this month, minus this month's cost. */
  const exactBalance = (account: AccountRecord): number => {
    const spent = periodUsage(account).total.amount;
    return Math.max(0, account.walletCarry + PLAN_CATALOGUE[account.planId].walletCredit - spent);
  };

  return {
    periodUsage,
    subscription,
    wallet(account: AccountRecord): Wallet {
      const terms = PLAN_CATALOGUE[account.planId];
      return {
        balance: { amount: roundTo(exactBalance(account), 2), currency: 'EUR' },
        planId: account.planId,
        lowBalanceThreshold: account.lowBalanceThreshold,
        nextCharge:
          terms.billingPeriod === 'month'
            ? { amount: terms.price, currency: 'EUR', date: addMonths(period().start, 1) }
            : null,
        autoRecharge: account.autoRecharge ?? null,
      };
    },
    /** What changing to `planId` today charges now and later, by the rule `changePlan` charges. */
    previewPlanChange(account: AccountRecord, planId: PlanId): SubscriptionChangePreview {
      const terms = planChangeTerms(account.planId, planId, ctx.today());
      return {
        planId,
        kind: terms.kind,
        effectiveDate: terms.effectiveDate,
        chargedNow: { amount: fromCents(terms.chargedNowCents), currency: 'EUR' },
        creditNow: { amount: fromCents(terms.creditNowCents), currency: 'EUR' },
        daysLeft: terms.daysLeft,
        daysInPeriod: terms.daysInPeriod,
        nextCharge: terms.nextCharge && {
          amount: fromCents(terms.nextCharge.amountCents),
          currency: 'EUR',
          date: terms.nextCharge.date,
        },
      };
    },
    /**
     * When the balance is below the automatic recharge's threshold: charges the default card off-session
     * (no 3-D Secure), issues a paid invoice and raises the balance. Answers the invoice, if any.
     */
    applyAutoRecharge(account: AccountRecord): string | null {
      const rule: AutoRecharge | null | undefined = account.autoRecharge;
      if (!rule?.enabled || exactBalance(account) >= rule.threshold) return null;
      if (!account.paymentMethods.some((method) => method.isDefault)) return null;
      account.walletCarry += rule.amount;
      return addInvoice(ctx.state(), account, ctx.today(), 'succeeded', rule.amount, { kind: 'autoRecharge' })
        .id;
    },
    /** Invoices the plan's price today (paid): a new account, a plan change. */
    chargePlan(account: AccountRecord): void {
      addInvoice(ctx.state(), account, ctx.today(), 'succeeded');
    },
    /**
     * Switches plan at once by the mid-period rule (plan-change-rule.ts): an upgrade invoices the prorated
     * difference and adds the prorated credit; a downgrade charges nothing and keeps the balance.
     */
    changePlan(account: AccountRecord, planId: PlanId): Subscription {
      if (account.planId === planId) return subscription(account);
      const from = account.planId;
      const terms = planChangeTerms(account.planId, planId, ctx.today());
      // The balance counts the current plan's monthly credit: carry the difference so it moves by the rule.
      const creditCents =
        toCents(PLAN_CATALOGUE[account.planId].walletCredit) -
        toCents(PLAN_CATALOGUE[planId].walletCredit) +
        terms.creditNowCents;
      account.walletCarry = fromCents(toCents(account.walletCarry) + creditCents);
      account.planId = planId;
      account.subscriptionStatus = 'active';
      if (terms.chargedNowCents > 0) {
        addInvoice(ctx.state(), account, ctx.today(), 'succeeded', fromCents(terms.chargedNowCents), {
          kind: 'planChange',
          from,
          to: planId,
        });
      }
      return subscription(account);
    },
  };
}

function rowInputCost(modelId: string, input: number): number {
  return sumRows([{ day: '', model: modelId, requests: 0, input, output: 0 }]).cost;
}

export type BillingArea = ReturnType<typeof createBillingArea>;
