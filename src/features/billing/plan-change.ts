import { PLAN_CATALOGUE, type PlanId } from '@/config/constants';

/** What a plan costs a month: its price if billed monthly, nothing if paid once (pay as you go). */
export function monthlyPrice(id: PlanId): number {
  const plan = PLAN_CATALOGUE[id];
  return plan.billingPeriod === 'month' ? plan.price : 0;
}

export interface PlanChange {
  /** New monthly price minus the current one: +450 from Wallet 50 to Wallet 500. */
  readonly monthlyDifference: number;
  /** A plan paid once (Get Started) is charged once instead: its price; otherwise 0. */
  readonly oneOffPrice: number;
  /** Wallet credit of the new plan minus the current one's. */
  readonly creditDifference: number;
}

export function planChange(from: PlanId, to: PlanId): PlanChange {
  const next = PLAN_CATALOGUE[to];
  return {
    monthlyDifference: monthlyPrice(to) - monthlyPrice(from),
    oneOffPrice: next.billingPeriod === 'once' ? next.price : 0,
    creditDifference: next.walletCredit - PLAN_CATALOGUE[from].walletCredit,
  };
}

/**
 * An amount with its sign, for a difference: `+450 €`, `−50 €` (a real minus sign), `±0 €`.
 * `format` is the console's money format (formatMoney).
 */
export function signedMoney(amount: number, format: (amount: number) => string): string {
  if (amount === 0) return `±${format(0)}`;
  return `${amount > 0 ? '+' : '\u2212'}${format(Math.abs(amount))}`;
}
