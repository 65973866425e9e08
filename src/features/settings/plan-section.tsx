import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';

import { isPageEnabled } from '@/config';
import { useTranslation } from '@/i18n';
import { PermissionHint } from '@/ui/permission-hint';
import { useGate } from '@/ui/use-gate';

import { SettingsSection } from './settings-section';

/**
 * The plan is changed on Billing & Usage (spec section 6: "from account settings"): a way there, and
 * nothing while that page is switched off. A role that may not change the plan is still led to Billing &
 * Usage (everyone reads it), with the reason.
 */
export function PlanSection() {
  const { t } = useTranslation();
  const gate = useGate('billing.changePlan');
  if (!isPageEnabled('billing')) return null;
  return (
    <SettingsSection
      title={t('pages.settings.plan.title')}
      description={t('pages.settings.plan.description')}
    >
      <Stack gap="2" align="flex-start">
        <Button asChild variant="outline">
          <Link to="/billing" aria-describedby={gate.allowed ? undefined : gate.hintId}>
            {gate.allowed ? t('pages.settings.plan.change') : t('pages.billing.title')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <PermissionHint gate={gate} />
      </Stack>
    </SettingsSection>
  );
}
