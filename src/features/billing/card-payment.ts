import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import {
  confirmPayment,
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
} from '@/api/generated/endpoints/billing/billing';
import { ApiError } from '@/api/api-error';
import type { PaymentAsRead } from '@/api/as-read';
import { refreshRole } from '@/api/use-permission';
import { authenticatePayment } from '@/features/payments';
import { useTranslation } from '@/i18n';

import { useErrorMessage } from '@/ui/form';
import { isMissingOperation } from './plan-change-preview';

export type CardPaymentPhase = 'idle' | 'charging' | 'authenticating';

/**
 * A charge of the default card with strong customer authentication: `start` asks the platform (a top-up,
 * paying an invoice); a `requires_action` answer runs the card's 3-D Secure in the provider's flow, then
 * completes the payment with the platform. The wallet and the invoices are refetched once it succeeded.
 * A failure is kept as a message for the dialog; nothing was charged then, except when the bank approved
 * and only the platform's confirmation failed: then `settled` keeps the user from paying a second time.
 */
export function useCardPayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [phase, setPhase] = useState<CardPaymentPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey() }),
      ]),
    [queryClient],
  );

  const pay = useCallback(
    async (start: () => Promise<PaymentAsRead>): Promise<PaymentAsRead | null> => {
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
          const approved = payment.id;
          try {
            payment = await confirmPayment(approved);
          } catch {
            // The bank approved: paying again would charge twice. The platform books it on its own.
            setSettled(true);
            setError(t('pages.billing.payment.approvedUnconfirmed'));
            await refresh();
            return null;
          }
        }
        await refresh();
        return payment;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 403) refreshRole(queryClient);
        setError(isMissingOperation(failure) ? t('pages.billing.payment.notOffered') : errorMessage(failure));
        return null;
      } finally {
        setPhase('idle');
      }
    },
    [errorMessage, queryClient, refresh, t],
  );

  return {
    pay,
    phase,
    busy: phase !== 'idle',
    settled,
    error,
    clearError: useCallback(() => setError(null), []),
  };
}
