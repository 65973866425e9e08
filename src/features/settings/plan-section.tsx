import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';

import { isPageEnabled } from '@/config';
import { useTranslation } from '@/i18n';

import { SettingsSection } from './settings-section';

/**
 * The plan is changed on Billing & Usage (spec section 6: "from account settings"): a way there, and
 * nothing while that page is switched off.
 */
export function PlanSection() {
  const { t } = useTranslation();
  if (!isPageEnabled('billing')) return null;
  return (
    <SettingsSection
      title={t('pages.settings.plan.title')}
      description={t('pages.settings.plan.description')}
    >
      <Button asChild variant="outline">
        <Link to="/billing">
          {t('pages.settings.plan.change')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </SettingsSection>
  );
}
