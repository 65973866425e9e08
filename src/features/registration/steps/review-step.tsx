import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PLAN_CATALOGUE, type WizardStep } from '@/config';
import { useCardNames } from '@/features/payments';
import { formatCountry, formatMoney, useTranslation } from '@/i18n';
import { PLAN_TEXT_KEYS, STEP_TITLE_KEYS } from '../message-keys';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';
import { ReviewTerms } from './review-terms';

interface SummaryRow {
  readonly label: string;
  readonly value: ReactNode;
}

function SummarySection({
  title,
  step,
  rows,
  onEdit,
}: {
  readonly title: string;
  /** The step to edit the section on; none for what the user cannot change here. */
  readonly step?: WizardStep;
  readonly rows: readonly SummaryRow[];
  readonly onEdit: (step: WizardStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" borderWidth="1px" rounded="lg" p="4" aria-label={title}>
      <Flex justify="space-between" align="center" gap="2" mb="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {step && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            onClick={() => onEdit(step)}
            aria-label={t('registration.wizard.review.editSection', { section: title })}
          >
            {t('registration.wizard.review.edit')}
          </Button>
        )}
      </Flex>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }}
        columnGap="4"
        rowGap="1"
      >
        {rows.map((row) => (
          <Box key={row.label} display="contents">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {row.label}
            </Text>
            <Text as="dd" fontSize="sm" wordBreak="break-word" mb={{ base: '1.5', sm: '0' }}>
              {row.value}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Step 4, 'Review & Confirm' (spec sections 2 and 4): every entered value with a link back to its step,
 * and the three terms checkboxes (acceptance only when all three are ticked).
 */
export function ReviewStep({ wizard }: { readonly wizard: RegistrationWizard }) {
  const { t } = useTranslation();
  const cardNames = useCardNames();
  const { values } = wizard;
  const { company } = values;
  const notGiven = (
    <Text as="span" color="fg.muted">
      {t('registration.wizard.review.notGiven')}
    </Text>
  );
  const orNotGiven = (value: string) => (value.trim() === '' ? notGiven : value);
  const plan = PLAN_CATALOGUE[values.plan.planId as keyof typeof PLAN_CATALOGUE];
  const address = [
    company.address.street,
    [company.address.zip, company.address.city].filter(Boolean).join(' '),
    formatCountry(company.address.countryCode) ?? company.address.countryCode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('registration.wizard.review.intro')}</Text>
      {/* Also for an identity, whose account comes from the identity provider (no step to edit it on). */}
      {(wizard.visibleSteps.includes('account') || Boolean(wizard.identity?.email)) && (
        <SummarySection
          title={t(STEP_TITLE_KEYS.account)}
          step={wizard.visibleSteps.includes('account') ? 'account' : undefined}
          onEdit={wizard.editStep}
          rows={[
            { label: t('registration.wizard.review.name'), value: orNotGiven(values.user.name) },
            { label: t('registration.wizard.review.email'), value: orNotGiven(values.user.email) },
          ]}
        />
      )}
      <SummarySection
        title={t(STEP_TITLE_KEYS.company)}
        step="company"
        onEdit={wizard.editStep}
        rows={[
          {
            label: t('registration.wizard.review.accountType'),
            value:
              company.type === 'company'
                ? t('registration.wizard.company.typeCompany')
                : t('registration.wizard.company.typeIndividual'),
          },
          ...(company.type === 'company'
            ? [
                { label: t('registration.wizard.review.companyName'), value: orNotGiven(company.name) },
                { label: t('registration.wizard.review.vatNumber'), value: orNotGiven(company.vatNumber) },
                { label: t('registration.wizard.review.invoiceEmail'), value: orNotGiven(company.email) },
                { label: t('registration.wizard.review.address'), value: orNotGiven(address) },
              ]
            : [{ label: t('registration.wizard.review.invoiceEmail'), value: orNotGiven(company.email) }]),
        ]}
      />
      <SummarySection
        title={t(STEP_TITLE_KEYS.plan)}
        step="plan"
        onEdit={wizard.editStep}
        rows={[
          {
            label: t('registration.wizard.review.plan'),
            value: plan
              ? `${t(PLAN_TEXT_KEYS[plan.id].name)} · ${
                  plan.billingPeriod === 'month'
                    ? t('registration.wizard.plan.perMonth', { price: formatMoney(plan.price) })
                    : t('registration.wizard.plan.once', { price: formatMoney(plan.price) })
                }`
              : notGiven,
          },
        ]}
      />
      <SummarySection
        title={t(STEP_TITLE_KEYS.payment)}
        step="payment"
        onEdit={wizard.editStep}
        rows={[
          {
            label: t('registration.wizard.review.paymentMethod'),
            value: values.paymentMethod
              ? cardNames.masked(values.paymentMethod)
              : t('registration.wizard.review.noPaymentMethod'),
          },
        ]}
      />

      <ReviewTerms wizard={wizard} />
    </Stack>
  );
}
