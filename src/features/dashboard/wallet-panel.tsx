import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { useGetWallet } from '@/api/generated/endpoints/billing/billing';
import { LIVE_FIGURES } from '@/api/live-figures';
import { usePermission } from '@/api/use-permission';
import { isBelowThreshold } from '@/features/billing';
import { formatMoney, useTranslation } from '@/i18n';
import { RefreshControl } from '@/ui/refresh-control';

import { formatDay } from './format';
import { Panel, PanelContent } from './panel';
import { StatSkeleton, StatValue } from './stat-panels';

/**
 * The prepaid wallet (`GET /v1/billing/wallet`): balance, plan and the next top-up; low and empty as billing
 * says them (its threshold check), with a link to billing's Add credit.
 */
export function WalletPanel() {
  const { t } = useTranslation();
  const mayTopUp = usePermission('billing.topUp').allowed;
  const wallet = useGetWallet({ query: LIVE_FIGURES });
  return (
    <Panel
      title={t('pages.overview.wallet.title')}
      link={{ to: '/billing', label: t('pages.overview.wallet.link') }}
      actions={
        <RefreshControl
          updatedAt={wallet.dataUpdatedAt}
          fetching={wallet.isFetching}
          onRefresh={wallet.refetch}
        />
      }
    >
      <PanelContent
        query={wallet}
        skeleton={<StatSkeleton />}
        errorTitle={t('pages.overview.wallet.loadFailed')}
      >
        {(data) => (
          <Stack gap="2">
            <HStack gap="3" align="center" wrap="wrap">
              <StatValue value={formatMoney(data.balance.amount, data.balance.currency)} />
              {data.balance.amount > 0 && isBelowThreshold(data.balance.amount, data.lowBalanceThreshold) && (
                <Badge colorPalette="orange">{t('pages.overview.wallet.low')}</Badge>
              )}
            </HStack>
            <Stack gap="0.5" fontSize="sm" color="fg.muted">
              <Text>
                {t('pages.overview.wallet.plan', { plan: t(`pages.overview.plans.${data.planId}`) })}
              </Text>
              <Text>
                {data.nextCharge
                  ? t('pages.overview.wallet.nextCharge', {
                      amount: formatMoney(data.nextCharge.amount, data.nextCharge.currency),
                      date: formatDay(data.nextCharge.date),
                    })
                  : t('pages.overview.wallet.payAsYouGo')}
              </Text>
            </Stack>
            {data.balance.amount <= 0 && (
              <Text fontSize="sm" color="fg.warning">
                {t('pages.overview.wallet.empty')}
              </Text>
            )}
            {mayTopUp &&
              (data.balance.amount <= 0 ||
                isBelowThreshold(data.balance.amount, data.lowBalanceThreshold)) && (
                <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg" alignSelf="flex-start">
                  <Link to="/billing" search={{ topUp: true }}>
                    {t('pages.overview.wallet.topUp')}
                  </Link>
                </ChakraLink>
              )}
          </Stack>
        )}
      </PanelContent>
    </Panel>
  );
}
