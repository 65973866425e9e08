import { Button, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { getGetWalletQueryKey, useUpdateWalletSettings } from '@/api/generated/endpoints/billing/billing';
import type { WalletAsRead } from '@/api/as-read';
import { formatMoney, useTranslation } from '@/i18n';
import { PermissionHint } from '@/ui/permission-hint';
import { useGate } from '@/ui/use-gate';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import { useAppForm, useErrorMessage, useSingleFlight } from '@/ui/form';
import { parseThreshold, THRESHOLD_MAX, thresholdText } from './threshold';

/**
 * The low-balance warning threshold (`PUT /v1/billing/wallet`): an amount in euros, or empty for none. The
 * wallet in the cache takes the answer, so the warning above follows at once. A role that may not change it
 * reads it, with Save disabled and the reason.
 */
export function LowBalanceForm({ threshold }: { threshold: number | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const once = useSingleFlight();
  const update = useUpdateWalletSettings();
  const [defaultValues] = useState(() => ({
    lowBalanceThreshold: thresholdText(threshold, i18n.language === 'sv'),
  }));
  const invalidText = t('pages.billing.wallet.threshold.invalid', { max: formatMoney(THRESHOLD_MAX) });

  const form = useAppForm({
    defaultValues,
    onSubmit: ({ value }) => {
      const parsed = parseThreshold(value.lowBalanceThreshold);
      if (!parsed.ok || parsed.value === threshold) return;
      const lowBalanceThreshold = parsed.value;
      return once.run(async () => {
        const answer = await update.mutateAsync({ data: { lowBalanceThreshold } }).catch(() => null);
        if (!answer) return;
        queryClient.setQueryData<WalletAsRead>(getGetWalletQueryKey(), answer);
        toaster.create({
          type: 'success',
          title:
            answer.lowBalanceThreshold == null
              ? t('pages.billing.wallet.threshold.turnedOff')
              : t('pages.billing.wallet.threshold.saved'),
        });
      });
    },
  });
  const text = useStore(form.store, (state) => state.values.lowBalanceThreshold);
  // An unsaved threshold waits for the user's return should the session end.
  useFormDraft('billing.lowBalance', {
    form,
    open: true,
    worthKeeping: text !== defaultValues.lowBalanceThreshold,
  });
  const parsed = parseThreshold(text);
  const unchanged = parsed.ok && parsed.value === threshold;
  const busy = update.isPending;
  const gate = useGate('billing.lowBalance');

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!gate.allowed) return;
    void form.handleSubmit();
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('pages.billing.wallet.threshold.heading')}</Text>
        <form.AppField
          name="lowBalanceThreshold"
          validators={{ onChange: ({ value }) => (parseThreshold(value).ok ? undefined : invalidText) }}
        >
          {(field) => (
            <field.AmountField
              label={t('pages.billing.wallet.threshold.label')}
              maxW="40"
              disabled={busy}
              readOnly={!gate.allowed}
              onValueChange={() => update.reset()}
              helperText={`${
                threshold == null
                  ? t('pages.billing.wallet.threshold.off')
                  : t('pages.billing.wallet.threshold.current', { amount: formatMoney(threshold) })
              }. ${t('pages.billing.wallet.threshold.help')}`}
              trailing={
                <Button
                  type="submit"
                  variant="outline"
                  disabled={gate.allowed && (busy || unchanged)}
                  loading={busy}
                  loadingText={t('pages.billing.wallet.threshold.saving')}
                  {...gate.triggerProps}
                >
                  {t('pages.billing.wallet.threshold.save')}
                </Button>
              }
            />
          )}
        </form.AppField>
        <PermissionHint gate={gate} />
        {update.isError && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {errorMessage(update.error)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
