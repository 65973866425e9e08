import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';

import { createTopUp } from '@/api/generated/endpoints/billing/billing';
import { TOP_UP_MAX, TOP_UP_MIN, TOP_UP_PRESETS } from '@/config';
import { formatMoney, useTranslation } from '@/i18n';
import { BusyStatus } from '@/ui/busy-status';
import { FormDialog, useAppForm, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import { useCardPayment } from './card-payment';
import { useDefaultCardName } from './default-card';
import { parseAmount } from './top-up-amount';

interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
}

const FIRST_PRESET = String(TOP_UP_PRESETS[1]);

/**
 * Add credit (`POST /v1/billing/wallet/top-ups`): an amount (a preset or typed), then exactly what is charged
 * to which card, VAT included, before the user pays; a card that asks for 3-D Secure is authenticated in
 * the provider's flow. A decline or a failed authentication is told here, and nothing is charged.
 */
export function TopUpDialog({ open, onClose }: TopUpDialogProps) {
  const { t, i18n } = useTranslation();
  const once = useSingleFlight();
  const payment = useCardPayment();
  // The amount of the charge whose answer was lost: checked again until the platform answers.
  const [unsettled, setUnsettled] = useState<number | null>(null);
  const unknown = unsettled !== null && payment.isUnknown({ amount: unsettled });
  const card = useDefaultCardName(open);
  const errorId = useId();
  const invalidText = t('pages.billing.topUp.invalid', {
    min: formatMoney(TOP_UP_MIN),
    max: formatMoney(TOP_UP_MAX),
  });
  const form = useAppForm({
    defaultValues: { amount: FIRST_PRESET },
    onSubmit: ({ value }) => {
      const parsed = parseAmount(value.amount);
      if (!parsed.ok || !card) return;
      // After a lost answer the same charge is asked about, whatever the field now says.
      const asked = unknown && unsettled !== null ? unsettled : parsed.value;
      return once.run(async () => {
        setUnsettled(asked);
        const since = Date.now();
        const paid = await payment.pay({ amount: asked }, (headers) =>
          createTopUp({ amount: asked }, headers),
        );
        if (!paid) return;
        setUnsettled(null);
        toaster.create({
          type: 'success',
          title: t('pages.billing.topUp.done', {
            // The charge as the platform states it, else what was asked (in euros).
            amount:
              paid.amount?.amount != null && paid.amount.currency
                ? formatMoney(paid.amount.amount, paid.amount.currency)
                : formatMoney(asked),
          }),
          description: payment.newBalance(since),
        });
        reset();
        onClose();
      });
    },
  });
  // Should the session end, the amount waits for the user's return, and so does a charge whose answer was
  // lost: after signing in it is checked again under its key, never paid afresh.
  useFormDraft('billing.topUp', {
    form,
    open,
    intent: payment.intents,
    extra: {
      keep: () => ({ unsettled, charges: payment.kept() }),
      restore: (kept) => {
        const { unsettled: amount, charges } = (kept ?? {}) as Record<string, unknown>;
        if (typeof amount !== 'number') return;
        setUnsettled(amount);
        payment.resume(charges);
      },
    },
  });
  const amount = parseAmount(useStore(form.store, (state) => state.values.amount));
  const decimalComma = i18n.language === 'sv';

  const reset = () => {
    form.reset();
    payment.clearError();
  };
  const close = () => {
    if (payment.busy) return;
    // A charge still unknown keeps its amount and message: reopened, the dialog checks that charge again.
    if (unknown && unsettled !== null) form.setFieldValue('amount', String(unsettled));
    else reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('pages.billing.topUp.title')}
      busy={payment.busy}
      onSubmit={() => void form.handleSubmit()}
      error={payment.error}
      errorId={errorId}
      cancelLabel={t('pages.billing.topUp.cancel')}
      submitLabel={
        unknown
          ? t('pages.billing.payment.checkAgain')
          : amount.ok
            ? t('pages.billing.topUp.confirm', { amount: formatMoney(amount.value) })
            : t('pages.billing.topUp.title')
      }
      submittingLabel={unknown ? t('pages.billing.payment.checking') : t('pages.billing.topUp.pending')}
      submitDisabled={payment.settled || !card}
      submitColorPalette="brand"
      gap="4"
    >
      <Dialog.Description>{t('pages.billing.topUp.intro')}</Dialog.Description>
      <Stack gap="2" role="group" aria-label={t('pages.billing.topUp.presets')}>
        <Text textStyle="sm" fontWeight="medium" aria-hidden>
          {t('pages.billing.topUp.presets')}
        </Text>
        <HStack gap="2" wrap="wrap">
          {TOP_UP_PRESETS.map((preset) => {
            const chosen = amount.ok && amount.value === preset;
            return (
              <Button
                key={preset}
                type="button"
                size="sm"
                variant={chosen ? 'solid' : 'outline'}
                aria-pressed={chosen}
                disabled={payment.busy || unknown}
                onClick={() => {
                  form.setFieldValue('amount', String(preset));
                  payment.clearError();
                }}
              >
                {formatMoney(preset)}
              </Button>
            );
          })}
        </HStack>
      </Stack>
      <form.AppField
        name="amount"
        validators={{ onChange: ({ value }) => (parseAmount(value).ok ? undefined : invalidText) }}
      >
        {(field) => (
          <field.AmountField
            label={t('pages.billing.topUp.custom')}
            maxW="40"
            decimalComma={decimalComma}
            disabled={payment.busy || unknown}
            onValueChange={() => payment.clearError()}
          />
        )}
      </form.AppField>
      {!card ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('pages.billing.topUp.noCard')}
        </Text>
      ) : (
        amount.ok && (
          <Stack gap="1" borderWidth="1px" rounded="md" p="3" data-testid="top-up-summary">
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {t('pages.billing.topUp.charge', { amount: formatMoney(amount.value) })} (
              {t('pages.billing.changePlan.chargedTo', { card })})
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('pages.billing.topUp.credit', { amount: formatMoney(amount.value) })}
            </Text>
          </Stack>
        )
      )}
      {payment.phase === 'authenticating' && (
        <BusyStatus>{t('pages.billing.payment.authenticating')}</BusyStatus>
      )}
    </FormDialog>
  );
}
