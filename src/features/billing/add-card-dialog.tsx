import { Box, Dialog, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';

import {
  getListPaymentMethodsQueryKey,
  useAddPaymentMethod,
} from '@/api/generated/endpoints/billing/billing';
import type { AddedPaymentMethodAsRead } from '@/api/as-read';
import { useIntentKey } from '@/api/intent-key';
import {
  LazyCardEntry,
  paymentsSetup,
  useCardNames,
  type HintCards,
  type PaymentMethodValue,
} from '@/features/payments';
import { useTranslation } from '@/i18n';
import { BusyStatus } from '@/ui/busy-status';
import { FormDialog, useAppForm, useErrorMessage, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Add a card the way the registration wizard does: the card provider's form (Stripe Elements, or its
 * stand-in) turns the card into a payment method, whose id alone is saved (`POST
 * /v1/billing/payment-methods` with the `pm_…` token). Card details never reach the console's code.
 */
export function AddCardDialog({ open, onClose }: AddCardDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cardName = useCardNames().endingIn;
  const errorMessage = useErrorMessage();
  const once = useSingleFlight();
  const labelId = useId();
  const errorId = useId();
  const add = useAddPaymentMethod();
  // A retry after a lost answer is the same request: the platform adds the card once.
  const intent = useIntentKey();
  const form = useAppForm({ defaultValues: { makeDefault: false } });
  // Should the session end, the dialog and its choice wait for the user's return; the card is entered anew
  // (its details live in the provider's frame, never here).
  useFormDraft('billing.addCard', { form, open });
  const busy = add.isPending;
  // Without a card provider the entry says so; a default-card choice would then choose nothing.
  const configured = paymentsSetup().status === 'ready';

  // Closed while the provider was still working (Cancel, Escape): the card it answers is not saved.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  const close = () => {
    if (busy) return;
    add.reset();
    form.reset();
    onClose();
  };

  const save = (card: PaymentMethodValue) => {
    if (!isOpen.current) return;
    void once.run(async () => {
      const data = { token: card.id, type: 'card', setDefault: form.state.values.makeDefault } as const;
      const saved: AddedPaymentMethodAsRead | null = await add
        .mutateAsync({ data, headers: intent.headers(data) })
        .catch((error: unknown) => {
          intent.settle(data, error);
          return null;
        });
      if (!saved) return;
      intent.settle(data);
      await queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
      toaster.create({
        type: 'success',
        title: t('pages.billing.paymentMethods.added', { card: cardName(saved) }),
      });
      add.reset();
      form.reset();
      onClose();
    });
  };

  const labels = {
    addCard: t('pages.billing.paymentMethods.cardEntry.addCard'),
    adding: t('pages.billing.paymentMethods.cardEntry.adding'),
    testMode: (cards: HintCards) => t('pages.billing.paymentMethods.cardEntry.testMode', cards),
    testCards: t('pages.billing.paymentMethods.cardEntry.testCards'),
    unexpectedError: t('pages.billing.paymentMethods.cardEntry.unexpectedError'),
    loading: t('pages.billing.paymentMethods.cardEntry.loading'),
    loadFailed: t('pages.billing.paymentMethods.cardEntry.loadFailed'),
    retry: t('pages.billing.paymentMethods.cardEntry.retry'),
    notConfigured: t('pages.billing.paymentMethods.cardEntry.notConfigured'),
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('pages.billing.paymentMethods.addTitle')}
      busy={busy}
      error={add.isError && errorMessage(add.error)}
      errorId={errorId}
      cancelLabel={t('pages.billing.paymentMethods.cancel')}
      gap="4"
    >
      <Dialog.Description>{t('pages.billing.paymentMethods.addIntro')}</Dialog.Description>
      <Stack gap="2">
        <Text id={labelId} textStyle="sm" fontWeight="medium">
          {t('pages.billing.paymentMethods.cardLabel')}
        </Text>
        <Box position="relative">
          <LazyCardEntry
            labelId={labelId}
            describedBy={add.isError ? errorId : undefined}
            autoFocus
            saving={busy}
            labels={labels}
            onAdded={save}
          />
        </Box>
      </Stack>
      {configured && (
        <form.AppField name="makeDefault">
          {(field) => (
            <field.CheckboxField label={t('pages.billing.paymentMethods.makeDefault')} disabled={busy} />
          )}
        </form.AppField>
      )}
      {busy && <BusyStatus>{t('pages.billing.paymentMethods.saving')}</BusyStatus>}
    </FormDialog>
  );
}
