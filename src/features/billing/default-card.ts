import { useListPaymentMethods } from '@/api/generated/endpoints/billing/billing';
import { useCardNames } from '@/features/payments';
import { useTranslation } from '@/i18n';

import { usePaymentMethodName } from './payment-method-name';

/**
 * The default card the platform charges, as a summary names it ("Visa •••• 4242"); "your default card" while
 * the cards load or when they cannot be read; null when the account has no default card.
 */
export function useDefaultCardName(shown = true): string | null {
  const { t } = useTranslation();
  const names = useCardNames();
  const methodName = usePaymentMethodName();
  // A closed dialog asks nothing; an open one reads the page's card list and does not ask again.
  const methods = useListPaymentMethods({ query: { enabled: shown, refetchOnMount: false } });
  if (!methods.isSuccess) return t('pages.billing.changePlan.defaultCard');
  const card = methods.data.find((method) => method.isDefault);
  if (!card) return null;
  return card.type === 'card' ? names.masked(card) : methodName(card);
}
