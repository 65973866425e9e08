import { Alert, Badge, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { useGetWallet } from '@/api/generated/endpoints/billing/billing';
import { LIVE_FIGURES } from '@/api/live-figures';
import type { WalletAsRead } from '@/api/as-read';
import type { AutoRecharge } from '@/api/generated/model';
import { isPlanId, PLAN_CATALOGUE } from '@/config';
import { formatMoney, useTranslation } from '@/i18n';
import { RefreshControl } from '@/ui/refresh-control';
import { PermissionHint } from '@/ui/permission-hint';
import { useKeptDraft } from '@/session/form-drafts';
import { useGate } from '@/ui/use-gate';

import { AutoRechargeForm } from './auto-recharge-form';
import { ChangePlanDialog, TopUpDialog } from './lazy-billing-dialogs';
import { LowBalanceForm } from './low-balance-form';
import { Panel, PanelError, PanelSkeleton } from './panel';
import { usePlanText } from './plan-text';
import { isBelowThreshold } from './runway';
import { RunwayText } from './runway-text';
import { Figure, NextChargeFigure } from './wallet-figures';

/**
 * `GET /v1/billing/wallet`: balance and runway (and adding credit), the plan (and changing it), the next
 * charge, the low-balance warning and the automatic recharge.
 */
export function WalletPanel({
  openTopUp = false,
  onTopUpClosed,
}: {
  /** Opens Add credit once the wallet is there. */
  openTopUp?: boolean;
  onTopUpClosed?: () => void;
}) {
  const { t } = useTranslation();
  const wallet = useGetWallet({ query: LIVE_FIGURES });
  return (
    <Panel
      title={t('pages.billing.wallet.heading')}
      actions={
        <RefreshControl
          updatedAt={wallet.dataUpdatedAt}
          fetching={wallet.isFetching}
          onRefresh={wallet.refetch}
        />
      }
    >
      {wallet.isPending ? (
        <PanelSkeleton label={t('pages.billing.wallet.loading')} lines={4} />
      ) : wallet.isError ? (
        <PanelError
          error={wallet.error}
          title={t('pages.billing.wallet.loadFailed')}
          onRetry={() => void wallet.refetch()}
          retrying={wallet.isFetching}
        />
      ) : (
        <WalletDetails wallet={wallet.data} openTopUp={openTopUp} onTopUpClosed={onTopUpClosed} />
      )}
    </Panel>
  );
}

interface WalletDetailsProps {
  wallet: WalletAsRead;
  openTopUp: boolean;
  onTopUpClosed?: () => void;
}

function WalletDetails({ wallet, openTopUp, onTopUpClosed }: WalletDetailsProps) {
  const { t } = useTranslation();
  const planText = usePlanText();
  const topUpGate = useGate('billing.topUp');
  const changeGate = useGate('billing.changePlan');
  // A dialog the session's end interrupted opens again, as the user left it.
  const keptTopUp = useKeptDraft('billing.topUp') !== undefined;
  const keptPlanChange = useKeptDraft('billing.changePlan') !== undefined;
  const [changing, setChanging] = useState(keptPlanChange && changeGate.allowed);
  // The address may ask for Add credit (the overview's link); a role that may not add credit is not shown it.
  const [toppingUp, setToppingUp] = useState((openTopUp || keptTopUp) && topUpGate.allowed);
  const balance = wallet.balance.amount;
  // Not sent reads as not set: no warning, and the form offers to set one.
  const threshold = wallet.lowBalanceThreshold ?? null;
  const autoRecharge = readableRule(wallet.autoRecharge);
  const plan = planText(wallet.planId);
  const low = isBelowThreshold(balance, threshold);

  return (
    <Stack gap="5">
      {low && threshold != null && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('pages.billing.wallet.lowBalance.title')}</Alert.Title>
            <Alert.Description>
              {t('pages.billing.wallet.lowBalance.body', {
                balance: formatMoney(balance),
                threshold: formatMoney(threshold),
              })}
            </Alert.Description>
          </Alert.Content>
          {topUpGate.allowed && (
            <Button size="sm" colorPalette="orange" alignSelf="center" onClick={() => setToppingUp(true)}>
              {t('pages.billing.wallet.lowBalance.topUp')}
            </Button>
          )}
        </Alert.Root>
      )}
      <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="3">
        <Figure label={t('pages.billing.wallet.balance')}>
          <Text
            fontSize="3xl"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            color={low ? 'fg.warning' : undefined}
            data-testid="wallet-balance"
          >
            {formatMoney(balance)}
          </Text>
          <RunwayText balance={balance} />
          <Button
            size="sm"
            variant="outline"
            mt="2"
            onClick={topUpGate.allowed ? () => setToppingUp(true) : undefined}
            {...topUpGate.triggerProps}
          >
            {t('pages.billing.topUp.open')}
          </Button>
          <PermissionHint gate={topUpGate} />
        </Figure>
        <Figure label={t('pages.billing.wallet.plan')}>
          <Stack gap="1" align="start">
            <Text fontSize="xl" fontWeight="semibold" data-testid="wallet-plan">
              {plan.name}
            </Text>
            {plan.known && (
              <>
                <Text fontSize="sm">
                  {plan.price} · {plan.credit}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {plan.note}
                </Text>
              </>
            )}
            {isPlanId(wallet.planId) && PLAN_CATALOGUE[wallet.planId].recommended && (
              <Badge colorPalette="brand" size="sm">
                {t('pages.billing.plans.recommended')}
              </Badge>
            )}
            <Button
              size="sm"
              variant="outline"
              mt="2"
              onClick={changeGate.allowed ? () => setChanging(true) : undefined}
              {...changeGate.triggerProps}
            >
              {t('pages.billing.changePlan.open')}
            </Button>
            <PermissionHint gate={changeGate} />
          </Stack>
        </Figure>
        <NextChargeFigure nextCharge={wallet.nextCharge} />
      </SimpleGrid>
      <LowBalanceForm key={`threshold:${String(threshold)}`} threshold={threshold} />
      {autoRecharge !== undefined && (
        <AutoRechargeForm
          key={`rule:${JSON.stringify(autoRecharge)}`}
          rule={autoRecharge}
          balance={balance}
        />
      )}
      <TopUpDialog
        open={toppingUp}
        onClose={() => {
          setToppingUp(false);
          onTopUpClosed?.();
        }}
      />
      <ChangePlanDialog
        key={wallet.planId}
        open={changing}
        currentPlan={wallet.planId}
        onClose={() => setChanging(false)}
      />
    </Stack>
  );
}

/**
 * The automatic recharge rule when the platform offers one the console can show whole; one missing a part is
 * left out like an absent offer, rather than shown with a made-up part the user might save.
 */
function readableRule(rule: WalletAsRead['autoRecharge']): AutoRecharge | null | undefined {
  if (rule === null || rule === undefined) return rule;
  const { enabled, threshold, amount } = rule;
  return enabled === undefined || threshold === undefined || amount === undefined
    ? undefined
    : { enabled, threshold, amount };
}
