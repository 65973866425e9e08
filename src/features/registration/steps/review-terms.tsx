import { Box, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { currentExternalLinks } from '@/config/external-links';
import { useTranslation } from '@/i18n';
import { fieldControlId } from '../field-paths';
import { TERMS_DOCUMENT_KEYS } from '../message-keys';
import { TERMS_DOCUMENTS } from '../terms';
import type { RegistrationWizard } from '../wizard/use-registration-wizard';

/** The review's terms: 'accept all' and the three documents, each with its link (spec section 4). */
export function ReviewTerms({ wizard }: { readonly wizard: RegistrationWizard }) {
  const { t } = useTranslation();
  const { terms } = wizard;
  const legal = currentExternalLinks().legal;
  const termsError =
    wizard.attempted && !terms.termsAccepted ? t('registration.errors.termsRequired') : undefined;

  return (
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
              label={t(TERMS_DOCUMENT_KEYS[document])}
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
