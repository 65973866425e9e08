import type { PaymentMethod } from '@/api/generated/model';

/** Expiry as on the card: `04/2029`. */
export function cardExpiry({ expMonth, expYear }: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}
