import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

/** Team page (its panels arrive with their own issue). */
export function TeamPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.team.title')} intro={t('pages.team.intro')} />;
}
