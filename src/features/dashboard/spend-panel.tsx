import { formatMicros, sumMicros, useTranslation } from '@/i18n';
import { RefreshControl } from '@/ui/refresh-control';

import { usePeriodTokenUsage } from './account-queries';
import { formatDay } from './format';
import { Panel, PanelContent } from './panel';
import { StatSkeleton, StatValue } from './stat-panels';

/**
 * Spend of the current billing period (`GET /v1/usage/tokens`'s default period): the exact sum of its daily
 * rows (`@/i18n/money`), as the billing page sums the same rows.
 */
export function SpendPanel() {
  const { t } = useTranslation();
  const usage = usePeriodTokenUsage();
  return (
    <Panel
      title={t('pages.overview.spend.title')}
      link={{ to: '/billing', label: t('pages.overview.wallet.link') }}
      actions={
        <RefreshControl
          updatedAt={usage.dataUpdatedAt}
          fetching={usage.isFetching}
          onRefresh={usage.refetch}
        />
      }
    >
      <PanelContent
        query={usage}
        skeleton={<StatSkeleton />}
        errorTitle={t('pages.overview.spend.loadFailed')}
      >
        {({ usage: { daily }, period }) => {
          const micros = sumMicros(daily.map((row) => row.cost.amount));
          return (
            <StatValue
              value={formatMicros(micros)}
              note={
                micros === 0
                  ? t('pages.overview.spend.empty')
                  : t('pages.overview.spend.period', {
                      start: formatDay(period.start),
                      end: formatDay(period.end),
                    })
              }
            />
          );
        }}
      </PanelContent>
    </Panel>
  );
}
