import type { PaymentMethod } from '@/api/generated/model';
import { useTranslation } from '@/i18n';

const BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'sepa_debit'] as const;
type KnownBrand = (typeof BRANDS)[number];

function isKnownBrand(brand: string): brand is KnownBrand {
  return (BRANDS as readonly string[]).includes(brand);
}

/** "Visa ending in 4242": how a saved payment method is named in lists, buttons and messages. */
export function useCardName(): (method: Pick<PaymentMethod, 'brand' | 'last4'>) => string {
  const { t } = useTranslation();
  return ({ brand, last4 }) =>
    t('pages.billing.paymentMethods.endingIn', {
      brand: t(`pages.billing.paymentMethods.brands.${isKnownBrand(brand) ? brand : 'card'}`),
      last4,
    });
}

/** Expiry as on the card: `04/2029`. */
export function cardExpiry({ expMonth, expYear }: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}
