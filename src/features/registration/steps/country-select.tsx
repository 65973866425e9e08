import { Field, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { countryOptions, EUROPEAN_COUNTRY_CODES, OTHER_COUNTRY_CODES } from '../countries';
import { fieldControlId } from '../field-paths';
import { fieldErrorText } from '@/ui/form';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';

const NAME = 'company.address.countryCode';

/**
 * The company's country (the contract's `countryCode`): a native select, so every browser's keyboard and
 * type-ahead work; Europe first, then every other country, named in the UI's language. Errors show as in
 * the wizard's text fields.
 */
export function CountrySelect({ wizard }: { readonly wizard: RegistrationWizard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const groups = useMemo(
    () => [
      {
        label: t('registration.wizard.company.countriesEurope'),
        options: countryOptions(EUROPEAN_COUNTRY_CODES, language),
      },
      {
        label: t('registration.wizard.company.countriesOther'),
        options: countryOptions(OTHER_COUNTRY_CODES, language),
      },
    ],
    [t, language],
  );
  return (
    <wizard.form.Field name={NAME}>
      {(field) => {
        const { meta } = field.state;
        const serverError = fieldErrorText(meta.errorMap.onServer);
        const shown = wizard.attempted || meta.isBlurred;
        const error =
          serverError ?? (shown ? (wizard.stepErrors[NAME] ?? fieldErrorText(meta.errors[0])) : undefined);
        return (
          <Field.Root id={fieldControlId(NAME)} invalid={error !== undefined} required>
            <Field.Label>
              {t('registration.wizard.company.country')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name={NAME}
                autoComplete="country"
                value={field.state.value.toUpperCase()}
                onChange={(event) => {
                  if (serverError)
                    field.setMeta((m) => ({ ...m, errorMap: { ...m.errorMap, onServer: undefined } }));
                  field.handleChange(event.target.value);
                }}
                onBlur={field.handleBlur}
              >
                <option value="">{t('registration.wizard.company.countryPlaceholder')}</option>
                {groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.code} value={option.code}>
                        {option.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error !== undefined ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('registration.wizard.company.countryHint')}</Field.HelperText>
            )}
          </Field.Root>
        );
      }}
    </wizard.form.Field>
  );
}
