import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
  useUpdateSubscription,
} from '@/api/generated/endpoints/billing/billing';
import { PLAN_QUANTITY, type PlanId } from '@/config/constants';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { useErrorMessage, useSingleFlight } from '@/ui/form';
import { usePlanChangePreview } from './plan-change-preview';
import { PlanChangeSummary } from './plan-change-summary';
import { PlanChoiceStep } from './plan-choice-step';
import { usePlanText } from './plan-text';
import { DialogCloseButton } from '@/ui/dialog-close-button';

interface ChangePlanDialogProps {
  open: boolean;
  currentPlan: PlanId;
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
  const [chosen, setChosen] = useState<PlanId>(currentPlan);
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending;
  const preview = usePlanChangePreview(chosen, open && confirming && chosen !== currentPlan);
  const canConfirm = preview.status === 'ready' || preview.status === 'unavailable';

  const reset = () => {
    setChosen(currentPlan);
    setConfirming(false);
    update.reset();
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const confirm = () =>
    void once.run(async () => {
      const planId = chosen;
      const answer = await update
        .mutateAsync({ data: { planId, quantity: PLAN_QUANTITY } })
        .catch(() => null);
      if (!answer) return;
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      size={confirming ? 'md' : 'lg'}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>
                {confirming
                  ? t('pages.billing.changePlan.confirmTitle', { plan: to.name })
                  : t('pages.billing.changePlan.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {confirming ? (
                <Stack gap="3">
                  <Dialog.Description>
                    {t('pages.billing.changePlan.from', { from: from.name, to: to.name })}
                  </Dialog.Description>
                  <Stack as="ul" gap="1" ps="5" fontSize="sm" css={{ listStyleType: 'disc' }}>
                    <li>
                      {from.name}: {from.price}
                    </li>
                    <li>
                      {to.name}: {to.price}
                    </li>
                  </Stack>
                  <PlanChangeSummary state={preview} />
                  {update.isError && (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {errorMessage(update.error)}
                    </Text>
                  )}
                </Stack>
              ) : (
                <PlanChoiceStep chosen={chosen} currentPlan={currentPlan} onChange={setChosen} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {confirming ? (
                <>
                  <Button
                    variant="outline"
                    disabled={busy}
                    onClick={() => {
                      update.reset();
                      setConfirming(false);
                    }}
                  >
                    {t('pages.billing.changePlan.back')}
                  </Button>
                  <Button
                    colorPalette="brand"
                    disabled={busy || !canConfirm}
                    loading={busy}
                    loadingText={t('pages.billing.changePlan.pending')}
                    onClick={confirm}
                  >
                    {t('pages.billing.changePlan.confirm')}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={close}>
                    {t('pages.billing.changePlan.cancel')}
                  </Button>
                  <Button
                    colorPalette="brand"
                    disabled={chosen === currentPlan}
                    onClick={() => setConfirming(true)}
                  >
                    {t('pages.billing.changePlan.continue')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
