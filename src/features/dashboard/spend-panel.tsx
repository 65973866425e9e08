import { formatCost } from '@/features/billing/usage-format';
import { useTranslation } from '@/i18n';
import { RefreshControl } from '@/ui/refresh-control';

import { usePeriodTokenUsage } from './account-queries';
import { formatDay } from './format';
import { Panel, PanelContent } from './panel';
import { StatSkeleton, StatValue } from './stat-panels';

/**
 * Spend of the current billing period: the cost total of `GET /v1/usage/tokens` (whose default period is the
 * billing period), formatted to the cent by billing's own helper, so it reads as the billing page reads the
 * same endpoint. The mock's `/v1/billing/usage` total is the same figure (usage-agreement.test.ts).
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
        {({ total, period }) => (
          <StatValue
            value={formatCost(total.cost.amount)}
            note={
              total.cost.amount === 0
                ? t('pages.overview.spend.empty')
                : t('pages.overview.spend.period', {
                    start: formatDay(period.start),
                    end: formatDay(period.end),
                  })
            }
          />
        )}
      </PanelContent>
    </Panel>
  );
}
