import type { PaymentMethodAsRead } from '@/api/as-read';

/** Expiry as on the card: `04/2029`. */
export function cardExpiry({ expMonth, expYear }: Pick<PaymentMethodAsRead, 'expMonth' | 'expYear'>): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}
