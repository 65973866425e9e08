import { Box, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { WIZARD_STEPS } from '@/config';
import { useTranslation } from '@/i18n';
import { registrationFlag } from './auth-storage';
import { loginUrl } from './identity-urls';
import { MarketingPanel } from './marketing-panel';

/**
 * The auth dialog's sign-up view: the host of the five-step registration wizard (spec section 2). Step 0
 * (account information) is hidden when the identity exists already (`hasIdentity`, or the registration
 * marker); the wizard's forms mount here.
 */
export function SignUpView({ hasIdentity }: { hasIdentity: boolean }) {
  const { t } = useTranslation();
  const skipAccountStep = hasIdentity || registrationFlag.isSet();
  const steps = skipAccountStep ? WIZARD_STEPS.slice(1) : WIZARD_STEPS;

  return (
    <Flex minH="100dvh" direction={{ base: 'column', md: 'row' }}>
      <Box flex={{ md: '1' }} maxW={{ md: 'xl' }}>
        <MarketingPanel />
      </Box>
      <Flex as="main" flex="1" justify="center" px={{ base: '5', md: '10' }} py="10">
        <Stack gap="6" w="full" maxW="lg">
          <Heading as="h1" size="2xl">
            {t('auth.signUp.title')}
          </Heading>
          <List.Root as="ol" ps="5" gap="1" aria-label={t('auth.signUp.title')}>
            {steps.map((step) => (
              <List.Item key={step}>{t(`registration.steps.${step}`)}</List.Item>
            ))}
          </List.Root>
          {!hasIdentity && (
            <Text color="fg.muted">
              {t('auth.signUp.haveAccount')}{' '}
              <Link href={loginUrl()} color="brand.fg" fontWeight="semibold">
                {t('auth.signUp.signIn')}
              </Link>
            </Text>
          )}
        </Stack>
      </Flex>
    </Flex>
  );
}
