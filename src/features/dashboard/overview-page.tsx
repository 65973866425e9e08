import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

/** Overview page (its panels arrive with their own issue). */
export function OverviewPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.overview.title')} intro={t('pages.overview.intro')} />;
}
