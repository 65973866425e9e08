import { Button, Stack, Text } from '@chakra-ui/react';

import { formatDate, formatMoney, useTranslation } from '@/i18n';
import { BusyStatus } from '@/ui/busy-status';

import { useDefaultCardName } from './default-card';
import { useErrorMessage } from '@/ui/form';
import type { PlanChangePreviewState } from './plan-change-preview';

/**
 * The amounts of a plan change exactly as the platform's preview states them: charged now (to which card),
 * credit added now, and the monthly charge from the next period. Without the preview operation it promises
 * no amount.
 */
export function PlanChangeSummary({ state }: { state: PlanChangePreviewState }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const card = useDefaultCardName() ?? t('pages.billing.changePlan.defaultCard');

  if (state.status === 'loading') {
    return <BusyStatus>{t('pages.billing.changePlan.previewLoading')}</BusyStatus>;
  }
  if (state.status === 'unavailable') {
    return (
      <Text fontSize="sm" data-testid="plan-change-unavailable">
        {t('pages.billing.changePlan.previewUnavailable')}
      </Text>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack gap="2" align="start">
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('pages.billing.changePlan.previewFailed')} {errorMessage(state.error)}
        </Text>
        <Button size="sm" variant="outline" loading={state.retrying} onClick={state.retry}>
          {t('pages.billing.changePlan.retry')}
        </Button>
      </Stack>
    );
  }

  const { preview } = state;
  const date = (day: string) => formatDate(day, { dateStyle: 'short', timeZone: 'UTC' });
  // Only what the preview states in full is shown: an amount without its currency or date promises nothing.
  const creditNow = money(preview.creditNow);
  const next = preview.nextCharge;
  const nextMoney = money(next);
  const later =
    next === null
      ? preview.effectiveDate &&
        t('pages.billing.changePlan.fromDateNone', { date: date(preview.effectiveDate) })
      : next?.date && nextMoney
        ? t('pages.billing.changePlan.fromDate', {
            date: date(next.date),
            amount: formatMoney(nextMoney.amount, nextMoney.currency),
          })
        : undefined;
  return (
    <Stack gap="2" data-testid="plan-change-preview">
      <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="charged-now">
        {t('pages.billing.changePlan.chargedNow', {
          amount: formatMoney(preview.chargedNow.amount, preview.chargedNow.currency),
        })}
        {preview.chargedNow.amount > 0 && ` (${t('pages.billing.changePlan.chargedTo', { card })})`}
      </Text>
      {preview.kind === 'upgrade' && preview.daysLeft != null && preview.daysInPeriod != null && (
        <Text fontSize="sm" color="fg.muted">
          {t('pages.billing.changePlan.prorated', { count: preview.daysLeft, total: preview.daysInPeriod })}
        </Text>
      )}
      {creditNow && creditNow.amount > 0 && (
        <Text fontSize="sm" data-testid="credit-now">
          {t('pages.billing.changePlan.creditNow', {
            amount: formatMoney(creditNow.amount, creditNow.currency),
          })}
        </Text>
      )}
      {later && (
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="charged-later">
          {later}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {preview.kind === 'downgrade'
          ? t('pages.billing.changePlan.downgradeNote')
          : t('pages.billing.changePlan.upgradeNote')}
      </Text>
    </Stack>
  );
}

/** An amount the preview gave with its currency, or nothing. */
function money(value: { amount?: number; currency?: string } | null | undefined) {
  return value?.amount != null && value.currency
    ? { amount: value.amount, currency: value.currency }
    : undefined;
}
