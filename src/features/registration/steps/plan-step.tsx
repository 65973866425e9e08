import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { PLAN_CATALOGUE, PLAN_IDS, type PlanId } from '@/config';
import { formatMoney, useTranslation } from '@/i18n';
import { ChoiceCards } from '@/ui/choice-cards';
import { fieldControlId } from '../field-paths';
import { PLAN_TEXT_KEYS } from '../message-keys';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';

/** Step 2, 'Select a Plan': the three prepaid wallet plans of spec section 9, wallet_50_monthly by default. */
export function PlanStep({ wizard }: { readonly wizard: RegistrationWizard }) {
  const { t } = useTranslation();
  const error = wizard.stepErrors['plan.planId'];
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('registration.wizard.plan.intro')}</Text>
      <wizard.form.Field name="plan.planId">
        {(field) => (
          <ChoiceCards<PlanId>
            label={t('registration.wizard.plan.groupLabel')}
            id={fieldControlId('plan.planId')}
            value={field.state.value}
            onChange={(id) => field.handleChange(id)}
            columns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
            options={PLAN_IDS.map((id) => {
              const plan = PLAN_CATALOGUE[id];
              const price = formatMoney(plan.price);
              return {
                value: id,
                title: t(PLAN_TEXT_KEYS[id].name),
                badge: plan.recommended ? (
                  <Badge colorPalette="brand" variant="solid" size="sm">
                    {t('registration.wizard.plan.recommended')}
                  </Badge>
                ) : undefined,
                description: t(PLAN_TEXT_KEYS[id].description),
                children: (
                  <Stack gap="1">
                    <Flex align="baseline" gap="1">
                      <Text fontSize="xl" fontWeight="bold">
                        {plan.billingPeriod === 'month'
                          ? t('registration.wizard.plan.perMonth', { price })
                          : t('registration.wizard.plan.once', { price })}
                      </Text>
                    </Flex>
                    <Text fontSize="sm">
                      {t('registration.wizard.plan.walletCredit', { amount: formatMoney(plan.walletCredit) })}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(PLAN_TEXT_KEYS[id].note)}
                    </Text>
                  </Stack>
                ),
              };
            })}
          />
        )}
      </wizard.form.Field>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
