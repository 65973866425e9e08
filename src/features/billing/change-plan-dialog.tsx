import { Dialog, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
  useUpdateSubscription,
} from '@/api/generated/endpoints/billing/billing';
import { useIntentKey } from '@/api/intent-key';
import { DEFAULT_PLAN_ID, isPlanId, PLAN_QUANTITY, type PlanId } from '@/config';
import { useTranslation } from '@/i18n';
import { FormDialog, useErrorMessage, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import { usePlanChangePreview } from './plan-change-preview';
import { PlanChangeSummary } from './plan-change-summary';
import { PlanChoiceStep } from './plan-choice-step';
import { usePlanText } from './plan-text';

interface ChangePlanDialogProps {
  open: boolean;
  /** The plan now, as the platform names it (possibly one the console does not know). */
  currentPlan: string;
  onClose: () => void;
}

/**
 * Change plan (`PUT /v1/billing/subscription`): the wizard's plan cards, then a confirmation that states
 * what the platform's preview says is charged now and from the next period, before anything is charged.
 */
export function ChangePlanDialog({ open, currentPlan, onClose }: ChangePlanDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const planText = usePlanText();
  const errorMessage = useErrorMessage();
  const once = useSingleFlight();
  const update = useUpdateSubscription();
  // A retry after a lost answer is the same request: the platform changes (and charges) once.
  const intent = useIntentKey();
  // A plan the console does not know is not offered: the choice starts on the recommended one.
  const initial = isPlanId(currentPlan) ? currentPlan : DEFAULT_PLAN_ID;
  const [chosen, setChosen] = useState<PlanId>(initial);
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending;
  // The choice and the step wait for the user's return should the session end.
  useFormDraft('billing.changePlan', {
    form: {
      state: { values: { plan: chosen, confirming } },
      reset: (kept) => {
        // The confirmation only of a plan the console knows (else the choice starts afresh).
        if (!isPlanId(kept.plan)) return;
        setChosen(kept.plan);
        setConfirming(kept.confirming);
      },
    },
    open,
    intent,
  });
  const preview = usePlanChangePreview(chosen, open && confirming && chosen !== currentPlan);
  const canConfirm = preview.status === 'ready' || preview.status === 'unavailable';

  const reset = () => {
    setChosen(initial);
    setConfirming(false);
    update.reset();
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const back = () => {
    update.reset();
    setConfirming(false);
  };

  const confirm = () =>
    void once.run(async () => {
      if (!canConfirm) return;
      const planId = chosen;
      const data = { planId, quantity: PLAN_QUANTITY } as const;
      const answer = await update
        .mutateAsync({ data, headers: intent.headers(data) })
        .catch((error: unknown) => void intent.settle(data, error));
      if (!answer) return;
      intent.settle(data);
      toaster.create({
        type: 'success',
        title: t('pages.billing.changePlan.done', { plan: planText(answer.planId ?? planId).name }),
      });
      reset();
      onClose();
      // The wallet (plan, next charge, balance) and the invoices (the change's charge) change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetWalletQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey() }),
      ]);
    });

  const from = planText(currentPlan);
  const to = planText(chosen);

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={
        confirming
          ? t('pages.billing.changePlan.confirmTitle', { plan: to.name })
          : t('pages.billing.changePlan.title')
      }
      busy={busy}
      onSubmit={confirming ? confirm : () => setConfirming(chosen !== currentPlan)}
      error={confirming && update.isError && errorMessage(update.error)}
      cancelLabel={confirming ? t('pages.billing.changePlan.back') : t('pages.billing.changePlan.cancel')}
      onCancel={confirming ? back : undefined}
      submitLabel={
        confirming ? t('pages.billing.changePlan.confirm') : t('pages.billing.changePlan.continue')
      }
      submittingLabel={t('pages.billing.changePlan.pending')}
      submitDisabled={confirming ? !canConfirm : chosen === currentPlan}
      submitColorPalette="brand"
      size={confirming ? 'md' : 'lg'}
      scrollBehavior="inside"
      gap="3"
    >
      {confirming ? (
        <>
          <Dialog.Description>
            {t('pages.billing.changePlan.from', { from: from.name, to: to.name })}
          </Dialog.Description>
          <Stack as="ul" gap="1" ps="5" fontSize="sm" css={{ listStyleType: 'disc' }}>
            <li>{from.known ? `${from.name}: ${from.price}` : from.name}</li>
            <li>
              {to.name}: {to.price}
            </li>
          </Stack>
          <PlanChangeSummary state={preview} />
        </>
      ) : (
        <PlanChoiceStep chosen={chosen} currentPlan={currentPlan} onChange={setChosen} />
      )}
    </FormDialog>
  );
}
