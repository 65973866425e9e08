import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';
import { WizardTextField } from '../wizard/wizard-text-field';

/** Step 0, 'Account Information': name, email and an optional password (spec sections 2 and 5). */
export function AccountStep({ wizard }: { readonly wizard: RegistrationWizard }) {
  const { t } = useTranslation();
  const { identity } = wizard;
  const fromIdentity = identity !== undefined;
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        {identity
          ? t('registration.wizard.account.identityNote', { email: identity.email })
          : t('registration.wizard.account.intro')}
      </Text>
      <WizardTextField
        wizard={wizard}
        name="user.name"
        label={t('registration.wizard.account.name')}
        autoComplete="name"
        required
        readOnly={fromIdentity && identity.name !== ''}
      />
      <WizardTextField
        wizard={wizard}
        name="user.email"
        type="email"
        label={t('registration.wizard.account.email')}
        autoComplete="email"
        required
        readOnly={fromIdentity}
      />
      {!fromIdentity && (
        <WizardTextField
          wizard={wizard}
          name="user.password"
          type="password"
          label={t('registration.wizard.account.password')}
          autoComplete="new-password"
          hint={t('registration.wizard.account.passwordHint')}
        />
      )}
    </Stack>
  );
}
