import { PLAN_CATALOGUE, type PlanId } from '@/config/plans';

import { addMonths, daysFrom, monthOf } from './dates';

/**
 * The one rule for a mid-period plan change (docs/billing-rules.md), in integer cents: the preview answers
 * it and the change charges it, so the invoice matches the preview to the cent.
 */
export interface PlanChangeTerms {
  kind: 'upgrade' | 'downgrade' | 'none';
  effectiveDate: string;
  chargedNowCents: number;
  creditNowCents: number;
  daysLeft: number;
  daysInPeriod: number;
  /** From the next period on; null for a plan paid once. */
  nextCharge: { amountCents: number; date: string } | null;
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A plan paid once costs nothing a month and brings no monthly credit. */
function monthlyCents(id: PlanId): { price: number; credit: number } {
  const plan = PLAN_CATALOGUE[id];
  return plan.billingPeriod === 'month'
    ? { price: toCents(plan.price), credit: toCents(plan.walletCredit) }
    : { price: 0, credit: 0 };
}

/** `cents × part / whole`, rounded once to the cent, half up (amounts here are never negative). */
export function prorate(cents: number, part: number, whole: number): number {
  return Math.round((cents * part) / whole);
}

export function planChangeTerms(from: PlanId, to: PlanId, today: string): PlanChangeTerms {
  const period = monthOf(today);
  const daysInPeriod = daysFrom(period.start, period.end) + 1;
  const daysLeft = daysFrom(today, period.end) + 1;
  const current = monthlyCents(from);
  const next = monthlyCents(to);
  const kind = from === to ? 'none' : next.price > current.price ? 'upgrade' : 'downgrade';
  const upgrade = kind === 'upgrade';
  return {
    kind,
    effectiveDate: today,
    chargedNowCents: upgrade ? prorate(next.price - current.price, daysLeft, daysInPeriod) : 0,
    creditNowCents: upgrade ? prorate(Math.max(0, next.credit - current.credit), daysLeft, daysInPeriod) : 0,
    daysLeft,
    daysInPeriod,
    nextCharge:
      PLAN_CATALOGUE[to].billingPeriod === 'month'
        ? { amountCents: next.price, date: addMonths(period.start, 1) }
        : null,
  };
}
