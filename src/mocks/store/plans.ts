import type { Plan } from '@/api/generated/model';
import { PLAN_CATALOGUE, PLAN_IDS, planBonusCredit, type PlanId } from '@/config/plans';

/** The plans on offer: prices and credit from the constants of spec section 9, display texts of our own. */
const TEXTS: Record<PlanId, { name: string; description: string; support: string; tags: string[] }> = {
  get_started: {
    name: 'Get Started',
    description: 'Pay as you go: top up once and use any model.',
    support: 'Community support',
    tags: ['pay-as-you-go'],
  },
  wallet_50_monthly: {
    name: 'Wallet 50',
    description: 'A monthly wallet for steady use.',
    support: 'Email support',
    tags: ['recommended'],
  },
  wallet_500_monthly: {
    name: 'Wallet 500',
    description: 'A large monthly wallet with bonus credit for production workloads.',
    support: 'Priority support',
    tags: ['priority-support'],
  },
};

export function toPlan(id: PlanId): Plan {
  const terms = PLAN_CATALOGUE[id];
  const text = TEXTS[id];
  const monthly = terms.billingPeriod === 'month';
  const bonus = planBonusCredit(terms);
  const credit = monthly
    ? `${terms.walletCredit}€ wallet credit every month${bonus > 0 ? ` (${bonus}€ bonus)` : ''}`
    : `${terms.walletCredit}€ wallet credit to start (${bonus}€ bonus)`;
  return {
    id,
    name: text.name,
    price: monthly ? `${terms.price}€ / month` : `${terms.price}€`,
    priceAmount: terms.price,
    currency: terms.currency,
    description: text.description,
    features: [credit, 'All hosted models', 'Data stays in the EU', text.support],
    walletCredit: terms.walletCredit,
    monthlyPayment: monthly,
    recommended: terms.recommended,
    tags: [...text.tags],
  };
}

export function listPlans(): Plan[] {
  return PLAN_IDS.map(toPlan);
}
