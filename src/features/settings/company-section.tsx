import { Box, Grid, Link, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';

import type { UserCompany } from '@/api/generated/model';
import { currentExternalLinks } from '@/config';
import { formatCountry, useTranslation } from '@/i18n';

import { SettingsSection } from './settings-section';

/**
 * The company's address on one line: street, city, country (whatever is known); the country named in the UI's
 * language from its code, else as the platform names it.
 */
function companyAddress(company: Partial<UserCompany>): string {
  const country = formatCountry(company.country?.code) ?? company.country?.name;
  return [company.street, company.city, country].filter(Boolean).join(', ');
}

/**
 * The account's company, read only (from the user profile: `company` of `GET /v1/users/me`), with its VAT
 * number. An individual account has none. Changes go through support: the API has no way to edit a company.
 */
/** `company`: `null` for an individual account; absent when the platform did not say (every row not provided). */
export function CompanySection({ company }: { company: Partial<UserCompany> | null | undefined }) {
  const { t } = useTranslation();
  const notGiven = t('pages.settings.company.notGiven');
  const rows =
    company !== null
      ? ([
          ['name', company?.name],
          ['vat', company?.vat],
          ['email', company?.email],
          ['address', companyAddress(company ?? {})],
          ['phone', company?.phone],
        ] as const)
      : [];

  return (
    <SettingsSection
      title={t('pages.settings.company.title')}
      description={
        <>
          {t('pages.settings.company.description')}{' '}
          <Link href={currentExternalLinks().support} target="_blank" rel="noopener noreferrer">
            {t('pages.settings.company.contactSupport')}
            <ExternalLink aria-hidden size={14} />
            <Text as="span" srOnly>
              {t('layout.nav.opensInNewTab')}
            </Text>
          </Link>
        </>
      }
    >
      {company !== null ? (
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', sm: '12rem 1fr' }}
          alignItems="baseline"
          columnGap="6"
          rowGap={{ base: '1', sm: '3' }}
        >
          {rows.map(([key, value]) => (
            <Box key={key} display="contents">
              <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
                {t(`pages.settings.company.${key}`)}
              </Text>
              <Text
                as="dd"
                fontFamily={key === 'vat' && value ? 'mono' : undefined}
                color={value ? undefined : 'fg.subtle'}
                overflowWrap="anywhere"
              >
                {value || notGiven}
              </Text>
            </Box>
          ))}
        </Grid>
      ) : (
        <Text color="fg.muted">{t('pages.settings.company.individual')}</Text>
      )}
    </SettingsSection>
  );
}
