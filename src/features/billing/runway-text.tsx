import { Text } from '@chakra-ui/react';

import { useGetTokenUsage } from '@/api/generated/endpoints/usage/usage';
import { useTranslation } from '@/i18n';

import { estimateRunway, RUNWAY_MAX_DAYS } from './runway';
import { lastDays } from '@/config/dates';
import { daysSpentIn, RUNWAY_BASIS_DAYS } from './usage-period';

/**
 * "About N days at your last 30 days' spend": the balance over the daily spend of the last 30 days (the
 * usage call of the 30-day period, shared with the usage panel when it shows 30 days).
 */
export function RunwayText({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const asked = lastDays(RUNWAY_BASIS_DAYS);
  const usage = useGetTokenUsage(asked);

  let text: string;
  if (usage.isPending) text = t('pages.billing.wallet.runway.loading');
  else if (usage.isError) text = t('pages.billing.wallet.runway.unavailable');
  else {
    // Spread over the days the answer's spend was made in: the platform may answer its billing period.
    const days = daysSpentIn(usage.data.period, asked);
    const runway = estimateRunway(balance, usage.data.total.cost.amount, days);
    if (runway.kind === 'empty') text = t('pages.billing.wallet.runway.empty');
    else if (runway.kind === 'no-spend') text = t('pages.billing.wallet.runway.noSpend');
    else if (runway.days > RUNWAY_MAX_DAYS) text = t('pages.billing.wallet.runway.overAYear');
    else text = t('pages.billing.wallet.runway.days', { count: runway.days });
  }
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="runway">
      {text}
    </Text>
  );
}
