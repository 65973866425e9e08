import { isPlanId, PLAN_CATALOGUE } from '@/config';
import { formatMoney, useTranslation } from '@/i18n';

export interface PlanText {
  readonly name: string;
  /** `50 € / month`, `1 € once`. */
  readonly price: string;
  /** `550 € wallet credit`. */
  readonly credit: string;
  readonly note: string;
  /** A plan of spec section 9; another is named by the platform's own word for it, with no terms. */
  readonly known: boolean;
}

/**
 * How a plan of spec section 9 reads: its name, price, wallet credit and note, in the interface language. A plan
 * the console does not know reads as the platform's word for it, with nothing made up about its terms.
 */
export function usePlanText(): (id: string) => PlanText {
  const { t } = useTranslation();
  return (id) => {
    if (!isPlanId(id)) return { name: id, price: '', credit: '', note: '', known: false };
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
      known: true,
    };
  };
}
