import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

/** Billing page (its panels arrive with their own issue). */
export function BillingPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.billing.title')} intro={t('pages.billing.intro')} />;
}
