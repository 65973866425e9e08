import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import {
  confirmPayment,
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
} from '@/api/generated/endpoints/billing/billing';
import { ApiError, isAuthFailure } from '@/api/api-error';
import type { PaymentAsRead, WalletAsRead } from '@/api/as-read';
import { intentIdOf, isAnswerLost, useIntentKey } from '@/api/intent-key';
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
 * A charge whose answer was lost (a timeout, the network, a 5xx, a success it cannot read) is asked about again
 * at once with the same key, which the platform answers without charging twice. If that answer is lost too,
 * the request's outcome is unknown: the dialog says so and its button checks again (the same request, the same
 * key), never a blind second payment. Only `succeeded` is a success. A refusal is kept as a message; nothing was charged then, except when the bank approved and
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
  // The requests whose outcome is unknown: each is checked again under its own key, never paid afresh.
  const [unknown, setUnknown] = useState<ReadonlySet<string>>(new Set());
  const markUnknown = useCallback((request: unknown, isUnknown: boolean) => {
    const id = intentIdOf(request);
    setUnknown((before) => {
      if (before.has(id) === isUnknown) return before;
      const after = new Set(before);
      if (isUnknown) after.add(id);
      else after.delete(id);
      return after;
    });
  }, []);
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
      setPhase('charging');
      const lostAnswer = () => {
        markUnknown(request, true);
        setError(t('pages.billing.payment.unknown'));
        return refresh().catch(() => undefined);
      };
      try {
        let payment = await askTwiceIfLost(() => start(intent.headers(request)));
        if (chargeState(payment) === 'unknown') {
          // A success without a word the console knows (or no body at all): the platform may have charged.
          await lostAnswer();
          return null;
        }
        intent.settle(request);
        markUnknown(request, false);
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
            if (chargeState(payment) !== 'succeeded') throw new Error('The confirmation is not a success');
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
        intent.settle(request, failure);
        if (isAnswerLost(failure)) {
          await lostAnswer();
          return null;
        }
        // Without a session nothing was asked: a charge unknown before stays unknown (session/form-drafts.ts
        // keeps it for after signing in).
        if (!isAuthFailure(failure)) markUnknown(request, false);
        if (failure instanceof ApiError && failure.status === 403) refreshRole(queryClient);
        setError(isMissingOperation(failure) ? t('pages.billing.payment.notOffered') : errorMessage(failure));
        return null;
      } finally {
        setPhase('idle');
      }
    },
    [errorMessage, intent, markUnknown, queryClient, refresh, t],
  );

  // What a draft keeps across a sign-in: the charges whose outcome was unknown (asked about again under their
  // keys), and whether the bank approved one the platform has not confirmed (never paid a second time).
  const kept = useCallback((): KeptCharges => ({ unknown: [...unknown], settled }), [unknown, settled]);
  const resume = useCallback(
    (charges: unknown) => {
      const { unknown: requests, settled: approved } = readKeptCharges(charges);
      if (approved) {
        setSettled(true);
        setError(t('pages.billing.payment.approvedUnconfirmed'));
      } else if (requests.length > 0) {
        setUnknown((before) => new Set([...before, ...requests]));
        setError(t('pages.billing.payment.unknown'));
      }
    },
    [t],
  );

  /** The wallet's balance once the top-up is booked, for the success message; nothing if it was not read anew. */
  const newBalance = useCallback(
    (since: number): string | undefined => {
      const state = queryClient.getQueryState<WalletAsRead>(getGetWalletQueryKey());
      const balance = state?.data?.balance;
      if (!balance || state.dataUpdatedAt < since) return undefined;
      return t('pages.billing.payment.newBalance', {
        balance: formatMoney(balance.amount, balance.currency),
      });
    },
    [queryClient, t],
  );

  return {
    pay,
    phase,
    busy: phase !== 'idle',
    settled,
    /** Whether `request`'s charge was answered in no way the console could read: its button checks again. */
    isUnknown: useCallback((request: unknown) => unknown.has(intentIdOf(request)), [unknown]),
    /** For the dialog's draft: the charges' open intents (their keys), and which are unknown. */
    intents: intent,
    kept,
    resume,
    error,
    newBalance,
    clearError: useCallback(() => setError(null), []),
  };
}

interface KeptCharges {
  readonly unknown: readonly string[];
  readonly settled: boolean;
}

/** Kept charges as stored (a draft may hold anything): only what has the expected shape. */
function readKeptCharges(kept: unknown): KeptCharges {
  const { unknown, settled } = (typeof kept === 'object' && kept !== null ? kept : {}) as Record<
    string,
    unknown
  >;
  return {
    unknown: Array.isArray(unknown) ? unknown.filter((request) => typeof request === 'string') : [],
    settled: settled === true,
  };
}

/**
 * What a charge's answer says: done, waiting for the bank, or nothing the console can rely on (a status word it
 * does not know, or no readable answer at all), which it treats as a lost answer.
 */
function chargeState(
  payment: PaymentAsRead | undefined | string,
): 'succeeded' | 'requires_action' | 'unknown' {
  if (typeof payment !== 'object' || payment === null) return 'unknown';
  if (payment.status === 'succeeded') return 'succeeded';
  return payment.status === 'requires_action' && payment.id ? 'requires_action' : 'unknown';
}

/**
 * A call whose answer was lost is asked once more (the same key: the platform answers, never charges twice).
 * Should the session end before that second answer, the first one's loss stands: the outcome is unknown.
 */
async function askTwiceIfLost<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (lost) {
    if (!isAnswerLost(lost)) throw lost;
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_AFTER_MS));
    try {
      return await call();
    } catch (again) {
      throw isAuthFailure(again) ? lost : again;
    }
  }
}
