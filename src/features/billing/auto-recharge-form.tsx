import { Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import {
  getGetWalletQueryKey,
  getListInvoicesQueryKey,
  useUpdateWalletSettings,
} from '@/api/generated/endpoints/billing/billing';
import type { AutoRecharge, Wallet } from '@/api/generated/model';
import { AUTO_RECHARGE_THRESHOLD_MAX, TOP_UP_MAX, TOP_UP_MIN } from '@/config/constants';
import { formatMoney, useTranslation } from '@/i18n';
import { PermissionHint } from '@/ui/permission-hint';
import { toaster } from '@/ui/toaster';
import { useGate } from '@/ui/use-gate';

import { useErrorMessage, useSingleFlight } from '@/ui/form';
import { parseAmount } from './top-up-amount';

const DEFAULT_RULE: AutoRecharge = { enabled: false, threshold: 10, amount: 25 };

function asText(value: number, decimalComma: boolean): string {
  const text = String(value);
  return decimalComma ? text.replace('.', ',') : text;
}

/**
 * The automatic recharge (`PUT /v1/billing/wallet` with `autoRecharge`), in the low-balance form's pattern:
 * when the balance falls below the threshold, the platform charges the default card the amount. Shown only
 * when the platform reports the setting (`Wallet.autoRecharge` present).
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
  const [enabled, setEnabled] = useState(start.enabled);
  const [thresholdText, setThresholdText] = useState(() => asText(start.threshold, decimalComma));
  const [amountText, setAmountText] = useState(() => asText(start.amount, decimalComma));
  const [touched, setTouched] = useState({ threshold: false, amount: false });

  const threshold = parseAmount(thresholdText, 0, AUTO_RECHARGE_THRESHOLD_MAX);
  const amount = parseAmount(amountText, TOP_UP_MIN, TOP_UP_MAX);
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

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!gate.allowed) return;
    setTouched({ threshold: true, amount: true });
    if (!threshold.ok || !amount.ok || unchanged) return;
    const autoRecharge = { enabled, threshold: threshold.value, amount: amount.value };
    void once(async () => {
      const answer = await update.mutateAsync({ data: { autoRecharge } }).catch(() => null);
      if (!answer) return;
      queryClient.setQueryData<Wallet>(getGetWalletQueryKey(), answer);
      // Saving a rule below the balance may recharge at once: the invoices follow.
      await queryClient.invalidateQueries({ queryKey: getListInvoicesQueryKey() });
      toaster.create({
        type: 'success',
        title: enabled ? t('pages.billing.autoRecharge.saved') : t('pages.billing.autoRecharge.turnedOff'),
        description: chargesNow
          ? t('pages.billing.autoRecharge.chargedNow', { amount: formatMoney(autoRecharge.amount) })
          : undefined,
      });
    });
  };

  return (
    <form onSubmit={save} noValidate aria-labelledby={headingId}>
      <Stack gap="2">
        <Text id={headingId} fontWeight="semibold">
          {t('pages.billing.autoRecharge.heading')}
        </Text>
        <HStack as="label" gap="2" fontSize="sm" cursor="pointer" alignSelf="start">
          <input
            type="checkbox"
            name="autoRechargeEnabled"
            checked={enabled}
            disabled={busy || !gate.allowed}
            aria-describedby={gate.allowed ? undefined : gate.hintId}
            onChange={(event) => {
              setEnabled(event.target.checked);
              update.reset();
            }}
            style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-brand-solid)' }}
          />
          {t('pages.billing.autoRecharge.enabled')}
        </HStack>
        <Flex gap="3" wrap="wrap" align="start">
          <Field.Root invalid={touched.threshold && !threshold.ok} maxW="56">
            <Field.Label>{t('pages.billing.autoRecharge.threshold')}</Field.Label>
            <Input
              name="autoRechargeThreshold"
              inputMode="decimal"
              autoComplete="off"
              value={thresholdText}
              disabled={busy}
              readOnly={!gate.allowed}
              onChange={(event) => {
                setThresholdText(event.target.value);
                update.reset();
              }}
              onBlur={() => setTouched((was) => ({ ...was, threshold: true }))}
            />
            <Field.ErrorText>
              {t('pages.billing.autoRecharge.thresholdInvalid', {
                max: formatMoney(AUTO_RECHARGE_THRESHOLD_MAX),
              })}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={touched.amount && !amount.ok} maxW="56">
            <Field.Label>{t('pages.billing.autoRecharge.amount')}</Field.Label>
            <Input
              name="autoRechargeAmount"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              disabled={busy}
              readOnly={!gate.allowed}
              onChange={(event) => {
                setAmountText(event.target.value);
                update.reset();
              }}
              onBlur={() => setTouched((was) => ({ ...was, amount: true }))}
            />
            <Field.ErrorText>
              {t('pages.billing.autoRecharge.amountInvalid', {
                min: formatMoney(TOP_UP_MIN),
                max: formatMoney(TOP_UP_MAX),
              })}
            </Field.ErrorText>
          </Field.Root>
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
