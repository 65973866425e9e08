import type { PaymentMethodAsRead } from '@/api/as-read';
import { useCardNames } from '@/features/payments';
import { useTranslation } from '@/i18n';

/**
 * A saved payment method in words: a card as every card is named ("Visa ending in 4242"), a SEPA mandate by
 * its account's last digits, and a type the console does not know by the platform's own word for it.
 */
export function usePaymentMethodName(): (
  method: Pick<PaymentMethodAsRead, 'type' | 'brand' | 'last4'>,
) => string {
  const { t } = useTranslation();
  const cardName = useCardNames().endingIn;
  return (method) => {
    if (method.type === 'card') return cardName(method);
    const kind = method.type === 'sepa' ? t('pages.billing.paymentMethods.sepa') : method.type;
    return method.last4 ? t('pages.billing.paymentMethods.endingIn', { kind, last4: method.last4 }) : kind;
  };
}
