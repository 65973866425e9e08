import { Badge, Dialog, Stack, Text } from '@chakra-ui/react';

import { PLAN_CATALOGUE, PLAN_IDS, type PlanId } from '@/config';
import { useTranslation } from '@/i18n';
import { ChoiceCards } from '@/ui/choice-cards';

import { usePlanText } from './plan-text';

interface PlanChoiceStepProps {
  chosen: PlanId;
  /** The plan now, as the platform names it (possibly one the console does not know). */
  currentPlan: string;
  onChange: (plan: PlanId) => void;
}

/** The change-plan dialog's first step: the wizard's plan cards, the current plan marked. */
export function PlanChoiceStep({ chosen, currentPlan, onChange }: PlanChoiceStepProps) {
  const { t } = useTranslation();
  const planText = usePlanText();
  return (
    <Stack gap="4">
      <Dialog.Description>{t('pages.billing.changePlan.intro')}</Dialog.Description>
      <ChoiceCards<PlanId>
        label={t('pages.billing.changePlan.groupLabel')}
        value={chosen}
        onChange={onChange}
        columns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
        options={PLAN_IDS.map((id) => {
          const text = planText(id);
          return {
            value: id,
            title: text.name,
            badge:
              id === currentPlan ? (
                <Badge variant="solid" size="sm">
                  {t('pages.billing.plans.current')}
                </Badge>
              ) : PLAN_CATALOGUE[id].recommended ? (
                <Badge colorPalette="brand" variant="solid" size="sm">
                  {t('pages.billing.plans.recommended')}
                </Badge>
              ) : undefined,
            children: (
              <Stack gap="1">
                <Text fontSize="lg" fontWeight="bold">
                  {text.price}
                </Text>
                <Text fontSize="sm">{text.credit}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {text.note}
                </Text>
              </Stack>
            ),
          };
        })}
      />
    </Stack>
  );
}
