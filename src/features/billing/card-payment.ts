import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import {
  confirmPayment,
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
} from '@/api/generated/endpoints/billing/billing';
import type { Payment } from '@/api/generated/model';
import { authenticatePayment } from '@/features/payments';
import { useTranslation } from '@/i18n';

import { useErrorMessage } from './mutation-helpers';

export type CardPaymentPhase = 'idle' | 'charging' | 'authenticating';

/**
 * A charge of the default card with strong customer authentication: `start` asks the platform (a top-up,
 * paying an invoice); a `requires_action` answer runs the card's 3-D Secure in the provider's flow, then
 * completes the payment with the platform. The wallet and the invoices are refetched once it succeeded.
 * A failure is kept as a message for the dialog; nothing was charged then.
 */
export function useCardPayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [phase, setPhase] = useState<CardPaymentPhase>('idle');
  const [error, setError] = useState<string | null>(null);

  const pay = useCallback(
    async (start: () => Promise<Payment>): Promise<Payment | null> => {
      setError(null);
      setPhase('charging');
      try {
        let payment = await start();
        if (payment.status === 'requires_action') {
          setPhase('authenticating');
          const authenticated = payment.clientSecret
            ? await authenticatePayment(payment.clientSecret)
            : ({ ok: false, reason: 'unavailable' } as const);
          if (!authenticated.ok) {
            setError(
              authenticated.reason === 'failed'
                ? t('pages.billing.payment.authenticationFailed')
                : t('pages.billing.payment.unavailable'),
            );
            return null;
          }
          setPhase('charging');
          payment = await confirmPayment(payment.id);
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey() }),
        ]);
        return payment;
      } catch (failure) {
        setError(errorMessage(failure));
        return null;
      } finally {
        setPhase('idle');
      }
    },
    [errorMessage, queryClient, t],
  );

  return { pay, phase, busy: phase !== 'idle', error, clearError: useCallback(() => setError(null), []) };
}
