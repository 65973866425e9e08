import { useTranslation } from '@/i18n';
import { PageHeader } from '@/ui/page-header';

/** Settings page (its panels arrive with their own issue). */
export function SettingsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.settings.title')} intro={t('pages.settings.intro')} />;
}
