import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import {
  confirmPayment,
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
} from '@/api/generated/endpoints/billing/billing';
import { ApiError } from '@/api/api-error';
import type { PaymentAsRead, WalletAsRead } from '@/api/as-read';
import { useIntentKey } from '@/api/intent-key';
import { isRetryableError } from '@/api/retry-policy';
import { refreshRole } from '@/api/use-permission';
import { authenticatePayment } from '@/features/payments';
import { formatMoney, useTranslation } from '@/i18n';

import { useErrorMessage } from '@/ui/form';
import { isMissingOperation } from './plan-change-preview';

export type CardPaymentPhase = 'idle' | 'charging' | 'authenticating';

/** How long to wait before asking again about a charge whose answer was lost. */
const ASK_AGAIN_AFTER_MS = 1_000;

type ChargeHeaders = { 'Idempotency-Key': string };

/**
 * A charge of the default card with strong customer authentication: `start` asks the platform (a top-up,
 * paying an invoice) under one Idempotency-Key per intent (`request` identifies it); a `requires_action`
 * answer runs the card's 3-D Secure in the provider's flow, then completes the payment with the platform. The
 * wallet and the invoices are refetched once it succeeded.
 *
 * A charge whose answer was lost (a timeout, the network, a 5xx) is asked about again at once with the same
 * key, which the platform answers without charging twice. If that answer is lost too, the outcome is
 * `unknown`: the dialog says so and its button checks again (the same request, the same key), never a blind
 * second payment. A refusal is kept as a message; nothing was charged then, except when the bank approved and
 * only the platform's confirmation failed: then `settled` keeps the user from paying a second time.
 */
export function useCardPayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const intent = useIntentKey();
  const [phase, setPhase] = useState<CardPaymentPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [settled, setSettled] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey() }),
      ]),
    [queryClient],
  );

  const pay = useCallback(
    async (
      request: unknown,
      start: (headers: ChargeHeaders) => Promise<PaymentAsRead>,
    ): Promise<PaymentAsRead | null> => {
      setError(null);
      setUnknown(false);
      setPhase('charging');
      try {
        let payment = await askTwiceIfLost(() => start(intent.headers(request)));
        intent.settle();
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
            // Confirming one payment is one intent, whatever the tries.
            payment = await askTwiceIfLost(() =>
              confirmPayment(approved, { 'Idempotency-Key': `confirm-${approved}` }),
            );
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
        intent.settle(failure);
        if (failure instanceof ApiError && failure.status === 403) refreshRole(queryClient);
        if (isRetryableError(failure)) {
          setUnknown(true);
          setError(t('pages.billing.payment.unknown'));
          await refresh().catch(() => undefined);
        } else {
          setError(
            isMissingOperation(failure) ? t('pages.billing.payment.notOffered') : errorMessage(failure),
          );
        }
        return null;
      } finally {
        setPhase('idle');
      }
    },
    [errorMessage, intent, queryClient, refresh, t],
  );

  /** The wallet's balance once the charge is booked, for the success message. */
  const newBalance = useCallback((): string | undefined => {
    const balance = queryClient.getQueryData<WalletAsRead>(getGetWalletQueryKey())?.balance;
    return balance
      ? t('pages.billing.payment.newBalance', { balance: formatMoney(balance.amount, balance.currency) })
      : undefined;
  }, [queryClient, t]);

  return {
    pay,
    phase,
    busy: phase !== 'idle',
    settled,
    /** The last charge's answer was lost twice: the button checks again rather than pays. */
    unknown,
    error,
    newBalance,
    clearError: useCallback(() => setError(null), []),
  };
}

/** A call whose answer was lost is asked once more (the same key: the platform answers, never charges twice). */
async function askTwiceIfLost<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    if (!isRetryableError(failure)) throw failure;
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_AFTER_MS));
    return call();
  }
}
