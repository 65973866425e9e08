import { Stack } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

import { InvoicesPanel } from './invoices-panel';
import { PaymentMethodsPanel } from './payment-methods-panel';
import type { UsagePeriod } from '@/config/dates';
import { UsagePanel } from './usage-panel';
import { WalletPanel } from './wallet-panel';

interface BillingPageProps {
  /** The usage period, from the address (`?days=7|30|90`). */
  days: UsagePeriod;
  onDaysChange: (days: UsagePeriod) => void;
  /** Open Add credit at once (`?topUp=true`); `onTopUpClosed` drops it from the address. */
  topUp?: boolean;
  onTopUpClosed?: () => void;
}

/**
 * Billing & Usage: the wallet (balance, runway, plan, next charge, low-balance warning), usage
 * over 7/30/90 days, payment methods and invoices. Each panel loads, fails and retries on its own.
 */
export function BillingPage({ days, onDaysChange, topUp = false, onTopUpClosed }: BillingPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.billing.title')} intro={t('pages.billing.intro')} />
      <Stack gap="6">
        <WalletPanel openTopUp={topUp} onTopUpClosed={onTopUpClosed} />
        <UsagePanel days={days} onDaysChange={onDaysChange} />
        <PaymentMethodsPanel />
        <InvoicesPanel />
      </Stack>
    </>
  );
}
