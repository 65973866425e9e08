import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

/** ApiKeys page (its panels arrive with their own issue). */
export function ApiKeysPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.apiKeys.title')} intro={t('pages.apiKeys.intro')} />;
}
