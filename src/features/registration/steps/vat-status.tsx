import { Field, Flex, Spinner, Text } from '@chakra-ui/react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n';
import type { VatLookupState } from '../use-vat-lookup';

/**
 * The VAT field's lookup state under the input (spec section 4): validating (spinner), valid ('Company
 * found.'), invalid, already registered, or not verifiable right now (which does not block).
 */
export function VatStatus({ state }: { readonly state: VatLookupState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'validating':
      return (
        <Flex align="center" gap="2" fontSize="sm" color="fg.muted" role="status">
          <Spinner size="xs" />
          {t('registration.wizard.company.vatValidating')}
        </Flex>
      );
    case 'found':
    case 'valid-no-details':
      return (
        <Flex align="center" gap="1.5" fontSize="sm" color="green.fg" role="status">
          <CircleCheck size={16} aria-hidden />
          {state.status === 'found'
            ? t('registration.wizard.company.vatFound')
            : t('registration.wizard.company.vatNoDetails')}
        </Flex>
      );
    case 'invalid':
      return <Field.ErrorText>{t('registration.errors.vatInvalid')}</Field.ErrorText>;
    case 'exists':
      return <Field.ErrorText>{t('registration.errors.vatExists')}</Field.ErrorText>;
    case 'unverified':
      return (
        <Flex align="start" gap="1.5" fontSize="sm" color="orange.fg" role="status">
          <TriangleAlert size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>{t('registration.wizard.company.vatUnverified')}</Text>
        </Flex>
      );
    case 'idle':
    case 'invalid-format':
    case 'session-ended': // the wizard says it, with the way to sign in again
      return null;
  }
}
