import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import {
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
  useUpdateWalletSettings,
} from '@/api/generated/endpoints/billing/billing';
import type { AutoRecharge } from '@/api/generated/model';
import type { WalletAsRead } from '@/api/as-read';
import { AUTO_RECHARGE_THRESHOLD_MAX, TOP_UP_MAX, TOP_UP_MIN } from '@/config';
import { formatMoney, useTranslation } from '@/i18n';
import { PermissionHint } from '@/ui/permission-hint';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';
import { useGate } from '@/ui/use-gate';

import { useAppForm, useErrorMessage, useSingleFlight } from '@/ui/form';
import { parseAmount } from './top-up-amount';

const DEFAULT_RULE: AutoRecharge = { enabled: false, threshold: 10, amount: 25 };

function asText(value: number, decimalComma: boolean): string {
  const text = String(value);
  return decimalComma ? text.replace('.', ',') : text;
}

/**
 * The automatic recharge (`PUT /v1/billing/wallet` with `autoRecharge`), in the low-balance form's pattern:
 * when the balance falls below the threshold, the platform charges the default card the amount. Shown only
 * when the platform reports the setting (`WalletAsRead.autoRecharge` present).
 */
export function AutoRechargeForm({ rule, balance }: { rule: AutoRecharge | null; balance: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const once = useSingleFlight();
  const update = useUpdateWalletSettings();
  const headingId = useId();
  const gate = useGate('billing.autoRecharge');
  const decimalComma = i18n.language === 'sv';
  const start = rule ?? DEFAULT_RULE;
  const [defaultValues] = useState(() => ({
    enabled: start.enabled,
    threshold: asText(start.threshold, decimalComma),
    amount: asText(start.amount, decimalComma),
  }));
  const form = useAppForm({ defaultValues, onSubmit: ({ value }) => saveRule(value) });
  const values = useStore(form.store, (state) => state.values);
  // An unsaved rule waits for the user's return should the session end (also one restored from a draft).
  const edited = (Object.keys(defaultValues) as (keyof typeof defaultValues)[]).some(
    (field) => values[field] !== defaultValues[field],
  );
  useFormDraft('billing.autoRecharge', { form, open: true, worthKeeping: edited });
  const { enabled } = values;
  const thresholdInvalid = t('pages.billing.autoRecharge.thresholdInvalid', {
    max: formatMoney(AUTO_RECHARGE_THRESHOLD_MAX),
  });
  const amountInvalid = t('pages.billing.autoRecharge.amountInvalid', {
    min: formatMoney(TOP_UP_MIN),
    max: formatMoney(TOP_UP_MAX),
  });

  const threshold = parseAmount(values.threshold, 0, AUTO_RECHARGE_THRESHOLD_MAX);
  const amount = parseAmount(values.amount, TOP_UP_MIN, TOP_UP_MAX);
  const busy = update.isPending;
  const unchanged =
    threshold.ok &&
    amount.ok &&
    rule != null &&
    rule.enabled === enabled &&
    rule.threshold === threshold.value &&
    rule.amount === amount.value;
  // A rule saved below the balance it watches recharges at once: the charge is announced before saving.
  const chargesNow = enabled && threshold.ok && amount.ok && !unchanged && balance < threshold.value;
  const chargeId = useId();

  function saveRule(value: typeof defaultValues) {
    if (!threshold.ok || !amount.ok || unchanged) return;
    const autoRecharge = { enabled: value.enabled, threshold: threshold.value, amount: amount.value };
    return once.run(async () => {
      const answer = await update.mutateAsync({ data: { autoRecharge } }).catch(() => null);
      if (!answer) return;
      queryClient.setQueryData<WalletAsRead>(getGetWalletQueryKey(), answer);
      // Saving a rule below the balance may recharge at once: the invoices follow.
      await queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey() });
      toaster.create({
        type: 'success',
        title: value.enabled
          ? t('pages.billing.autoRecharge.saved')
          : t('pages.billing.autoRecharge.turnedOff'),
        description: chargesNow
          ? t('pages.billing.autoRecharge.chargedNow', { amount: formatMoney(autoRecharge.amount) })
          : undefined,
      });
    });
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!gate.allowed) return;
    void form.handleSubmit();
  };

  return (
    <form onSubmit={save} noValidate aria-labelledby={headingId}>
      <Stack gap="2">
        <Text id={headingId} fontWeight="semibold">
          {t('pages.billing.autoRecharge.heading')}
        </Text>
        <form.AppField name="enabled">
          {(field) => (
            <field.CheckboxField
              label={t('pages.billing.autoRecharge.enabled')}
              disabled={busy || !gate.allowed}
              describedBy={gate.allowed ? undefined : gate.hintId}
              onValueChange={() => update.reset()}
            />
          )}
        </form.AppField>
        <Flex gap="3" wrap="wrap" align="start">
          <form.AppField
            name="threshold"
            validators={{
              onChange: ({ value }) =>
                parseAmount(value, 0, AUTO_RECHARGE_THRESHOLD_MAX).ok ? undefined : thresholdInvalid,
            }}
          >
            {(field) => (
              <field.AmountField
                label={t('pages.billing.autoRecharge.threshold')}
                rootMaxW="56"
                disabled={busy}
                readOnly={!gate.allowed}
                onValueChange={() => update.reset()}
              />
            )}
          </form.AppField>
          <form.AppField
            name="amount"
            validators={{
              onChange: ({ value }) =>
                parseAmount(value, TOP_UP_MIN, TOP_UP_MAX).ok ? undefined : amountInvalid,
            }}
          >
            {(field) => (
              <field.AmountField
                label={t('pages.billing.autoRecharge.amount')}
                rootMaxW="56"
                disabled={busy}
                readOnly={!gate.allowed}
                onValueChange={() => update.reset()}
              />
            )}
          </form.AppField>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {rule?.enabled
            ? t('pages.billing.autoRecharge.current', {
                amount: formatMoney(rule.amount),
                threshold: formatMoney(rule.threshold),
              })
            : t('pages.billing.autoRecharge.off')}
          . {t('pages.billing.autoRecharge.help')}
        </Text>
        {chargesNow && amount.ok && (
          <Text id={chargeId} fontSize="sm" fontWeight="semibold" color="fg.warning">
            {t('pages.billing.autoRecharge.chargesNow', {
              balance: formatMoney(balance),
              amount: formatMoney(amount.value),
            })}
          </Text>
        )}
        <Button
          type="submit"
          variant="outline"
          alignSelf="start"
          disabled={gate.allowed && (busy || unchanged)}
          loading={busy}
          loadingText={t('pages.billing.autoRecharge.saving')}
          aria-describedby={chargesNow ? chargeId : undefined}
          {...gate.triggerProps}
        >
          {chargesNow && amount.ok
            ? t('pages.billing.autoRecharge.saveAndPay', { amount: formatMoney(amount.value) })
            : t('pages.billing.autoRecharge.save')}
        </Button>
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
