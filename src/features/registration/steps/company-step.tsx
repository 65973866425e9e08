import { Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n';
import { ChoiceCards } from '@/ui/choice-cards';
import { fieldControlId } from '../field-paths';
import type { CompanyType } from '../registration-form';
import type { VatLookupState } from '../use-vat-lookup';
import { normaliseVatInput } from '../vat-number';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';
import { WizardTextField } from '../wizard/wizard-text-field';
import { CountrySelect } from './country-select';
import { VatStatus } from './vat-status';

/** The border that says what the lookup found: green when valid, red when not. */
function vatBorderColor(state: VatLookupState): string | undefined {
  if (state.status === 'found' || state.status === 'valid-no-details') return 'green.solid';
  if (state.status === 'invalid' || state.status === 'exists') return 'border.error';
  return undefined;
}

/**
 * Step 1, 'Company Details (optional)' (spec sections 4 and 5): company or individual; for a company the
 * VAT number (looked up as the user types, auto-filling what the registry knows), name, invoice email and
 * address.
 */
export function CompanyStep({ wizard }: { readonly wizard: RegistrationWizard }) {
  const { t } = useTranslation();
  const { company, user } = wizard.values;
  const isCompany = company.type === 'company';
  const vatBorder = vatBorderColor(wizard.vat);

  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('registration.wizard.company.intro')}</Text>
      <ChoiceCards<CompanyType>
        label={t('registration.wizard.company.typeLabel')}
        id={fieldControlId('company.type')}
        value={company.type}
        onChange={wizard.setCompanyType}
        columns={{ base: '1fr', sm: '1fr 1fr' }}
        options={[
          {
            value: 'company',
            title: t('registration.wizard.company.typeCompany'),
            description: t('registration.wizard.company.typeCompanyHint'),
          },
          {
            value: 'individual',
            title: t('registration.wizard.company.typeIndividual'),
            description: user.email
              ? t('registration.wizard.company.typeIndividualHint', { email: user.email })
              : t('registration.wizard.company.typeIndividualHintNoEmail'),
          },
        ]}
      />
      {isCompany ? (
        <>
          <WizardTextField
            wizard={wizard}
            name="company.vatNumber"
            label={t('registration.wizard.company.vatNumber')}
            hint={t('registration.wizard.company.vatHint')}
            required
            autoComplete="off"
            normaliseOnBlur={(value) => (value.trim() === '' ? value : normaliseVatInput(value))}
            statusText={<VatStatus state={wizard.vat} />}
            statusInvalid={wizard.vat.status === 'invalid' || wizard.vat.status === 'exists'}
            inputProps={
              vatBorder
                ? { borderColor: vatBorder, borderWidth: '2px', 'aria-describedby': undefined }
                : undefined
            }
          />
          <WizardTextField
            wizard={wizard}
            name="company.name"
            label={t('registration.wizard.company.name')}
            autoComplete="organization"
            required
          />
          <WizardTextField
            wizard={wizard}
            name="company.email"
            type="email"
            label={t('registration.wizard.company.email')}
            hint={t('registration.wizard.company.emailHint')}
            autoComplete="email"
            required
          />
          <WizardTextField
            wizard={wizard}
            name="company.address.street"
            label={t('registration.wizard.company.street')}
            autoComplete="street-address"
          />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
            <WizardTextField
              wizard={wizard}
              name="company.address.zip"
              label={t('registration.wizard.company.zip')}
              autoComplete="postal-code"
            />
            <WizardTextField
              wizard={wizard}
              name="company.address.city"
              label={t('registration.wizard.company.city')}
              autoComplete="address-level2"
            />
          </Grid>
          <CountrySelect wizard={wizard} />
        </>
      ) : (
        <Text color="fg.muted">{t('registration.wizard.company.individualNote')}</Text>
      )}
    </Stack>
  );
}
