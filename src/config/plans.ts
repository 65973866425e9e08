/** The plan catalogue (spec section 9): ids, prices and wallet credit. */

export const PLAN_IDS = ['get_started', 'wallet_50_monthly', 'wallet_500_monthly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN_ID = 'wallet_50_monthly' satisfies PlanId;

export const PLAN_CURRENCY = 'EUR';
export type PlanCurrency = typeof PLAN_CURRENCY;

/** Every plan is ordered with quantity 1 in the registration payload. */
export const PLAN_QUANTITY = 1;

export type PlanBillingPeriod = 'once' | 'month';

export interface PlanTerms {
  readonly id: PlanId;
  /** What the customer pays, in whole euros. */
  readonly price: number;
  readonly currency: PlanCurrency;
  readonly billingPeriod: PlanBillingPeriod;
  /** Credit put in the wallet, in euros (includes any bonus). */
  readonly walletCredit: number;
  readonly recommended: boolean;
  readonly prioritySupport: boolean;
  readonly payAsYouGo: boolean;
}

/** Plan catalogue of spec section 9, keyed by id; display order is `PLAN_IDS`. */
export const PLAN_CATALOGUE = {
  get_started: {
    id: 'get_started',
    price: 1,
    currency: PLAN_CURRENCY,
    billingPeriod: 'once',
    // "1€ added, total 5€ to start": pay 1€, start with 5€ in the wallet.
    walletCredit: 5,
    recommended: false,
    prioritySupport: false,
    payAsYouGo: true,
  },
  wallet_50_monthly: {
    id: 'wallet_50_monthly',
    price: 50,
    currency: PLAN_CURRENCY,
    billingPeriod: 'month',
    walletCredit: 50,
    recommended: true,
    prioritySupport: false,
    payAsYouGo: false,
  },
  wallet_500_monthly: {
    id: 'wallet_500_monthly',
    price: 500,
    currency: PLAN_CURRENCY,
    billingPeriod: 'month',
    walletCredit: 550,
    recommended: false,
    prioritySupport: true,
    payAsYouGo: false,
  },
} as const satisfies { readonly [Id in PlanId]: PlanTerms & { readonly id: Id } };

/** Credit on top of what the customer pays: 4€ to start on get_started, 50€ on wallet_500. */
export function planBonusCredit(plan: Pick<PlanTerms, 'price' | 'walletCredit'>): number {
  return plan.walletCredit - plan.price;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
