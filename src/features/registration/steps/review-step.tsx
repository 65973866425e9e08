import { Box, Button, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { currentExternalLinks } from '@/config/external-links';
import { PLAN_CATALOGUE, type WizardStep } from '@/config/constants';
import { useCardNames } from '@/features/payments';
import { formatMoney, useTranslation } from '@/i18n';
import { fieldControlId } from '../field-paths';
import { TERMS_DOCUMENTS } from '../terms';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';

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
  const { values, terms } = wizard;
  const { company } = values;
  const notGiven = (
    <Text as="span" color="fg.muted">
      {t('registration.wizard.review.notGiven')}
    </Text>
  );
  const orNotGiven = (value: string) => (value.trim() === '' ? notGiven : value);
  const plan = PLAN_CATALOGUE[values.plan.planId as keyof typeof PLAN_CATALOGUE];
  const legal = currentExternalLinks().legal;
  const termsError =
    wizard.attempted && !terms.termsAccepted ? t('registration.validation.termsRequired') : undefined;
  const address = [
    company.address.street,
    [company.address.zip, company.address.city].filter(Boolean).join(' '),
    company.address.countryCode,
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
          title={t('registration.steps.account')}
          step={wizard.visibleSteps.includes('account') ? 'account' : undefined}
          onEdit={wizard.editStep}
          rows={[
            { label: t('registration.wizard.review.name'), value: orNotGiven(values.user.name) },
            { label: t('registration.wizard.review.email'), value: orNotGiven(values.user.email) },
          ]}
        />
      )}
      <SummarySection
        title={t('registration.steps.company')}
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
        title={t('registration.steps.plan')}
        step="plan"
        onEdit={wizard.editStep}
        rows={[
          {
            label: t('registration.wizard.review.plan'),
            value: plan
              ? `${t(`registration.wizard.plan.plans.${plan.id}.name`)} · ${
                  plan.billingPeriod === 'month'
                    ? t('registration.wizard.plan.perMonth', { price: formatMoney(plan.price) })
                    : t('registration.wizard.plan.once', { price: formatMoney(plan.price) })
                }`
              : notGiven,
          },
        ]}
      />
      <SummarySection
        title={t('registration.steps.payment')}
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

      <Box as="fieldset" borderWidth="1px" rounded="lg" p="4" aria-invalid={termsError ? true : undefined}>
        <Heading as="legend" size="sm" px="1">
          {t('registration.wizard.review.termsHeading')}
        </Heading>
        <Stack gap="2.5" mt="1">
          <CheckboxRow
            id={fieldControlId('terms.termsAccepted')}
            checked={terms.termsAccepted}
            onChange={wizard.acceptAllTerms}
            label={<Text fontWeight="semibold">{t('registration.wizard.review.acceptAll')}</Text>}
          />
          <Stack gap="2" ps="6">
            {TERMS_DOCUMENTS.map((document) => (
              <CheckboxRow
                key={document}
                id={`registration-terms-${document}`}
                checked={terms.ticked[document]}
                onChange={(value) => wizard.tickTermsDocument(document, value)}
                label={t(`registration.wizard.review.${document}`)}
                link={legal[document]}
              />
            ))}
          </Stack>
          <Text fontSize="xs" color="fg.muted">
            {t('registration.wizard.review.consentNote')}
          </Text>
          {termsError && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {termsError}
            </Text>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

function CheckboxRow({
  id,
  checked,
  onChange,
  label,
  link,
}: {
  readonly id: string;
  readonly checked: boolean;
  readonly onChange: (value: boolean) => void;
  readonly label: ReactNode;
  readonly link?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="start" gap="2.5">
      <chakra.input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        boxSize="4"
        mt="0.5"
        flexShrink="0"
        cursor="pointer"
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      <Box fontSize="sm" minW="0">
        <chakra.label htmlFor={id} cursor="pointer">
          {label}
        </chakra.label>
        {link && (
          <Link href={link} target="_blank" rel="noopener noreferrer" fontSize="xs" color="brand.fg" ms="2">
            {t('registration.wizard.review.read')}
            <ExternalLink size={12} aria-hidden />
          </Link>
        )}
      </Box>
    </Flex>
  );
}
