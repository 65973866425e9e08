import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

/** Models page (its panels arrive with their own issue). */
export function ModelsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.models.title')} intro={t('pages.models.intro')} />;
}
