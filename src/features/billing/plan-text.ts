import { PLAN_CATALOGUE, type PlanId } from '@/config';
import { formatMoney, useTranslation } from '@/i18n';

export interface PlanText {
  readonly name: string;
  /** `50 € / month`, `1 € once`. */
  readonly price: string;
  /** `550 € wallet credit`. */
  readonly credit: string;
  readonly note: string;
}

/** How a plan of spec section 9 reads: its name, price, wallet credit and note, in the interface language. */
export function usePlanText(): (id: PlanId) => PlanText {
  const { t } = useTranslation();
  return (id) => {
    const plan = PLAN_CATALOGUE[id];
    const price = formatMoney(plan.price);
    return {
      name: t(`pages.billing.plans.${id}.name`),
      price:
        plan.billingPeriod === 'month'
          ? t('pages.billing.plans.perMonth', { price })
          : t('pages.billing.plans.once', { price }),
      credit: t('pages.billing.plans.walletCredit', { amount: formatMoney(plan.walletCredit) }),
      note: t(`pages.billing.plans.${id}.note`),
    };
  };
}
