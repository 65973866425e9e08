import { Box, Button, Flex, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BrandMark } from '@/ui/brand-mark';
import { CloseIcon } from '@/ui/icons';
import { LanguageSwitch } from '@/ui/language-switch';
import { ThemeSwitch } from '@/ui/theme-switch';
import { useTranslation } from '@/i18n';
import { FullScreen, VersionLabel } from '@/ui/version';
import { registrationFlag } from './auth-storage';
import { loginUrl, registerUrl } from '@/session/identity-urls';
import { MarketingPanel } from './marketing-panel';

/** The auth dialog's sign-in view (spec section 2). */
export function SignInView() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();

  const go = (url: string) => {
    setLeaving(true);
    window.location.assign(url);
  };

  return (
    <FullScreen versionLabel={false} direction={{ base: 'column', md: 'row' }}>
      <Box flex={{ md: '1' }} maxW={{ md: '2xl' }}>
        <MarketingPanel />
      </Box>
      <Flex as="main" flex="1" direction="column" px={{ base: '5', md: '10' }} py="5">
        <Flex as="header" align="center" justify="space-between" gap="3" wrap="wrap">
          <BrandMark display={{ base: 'block', md: 'none' }} />
          <HStack gap="2" ms="auto">
            <LanguageSwitch />
            <ThemeSwitch />
            {/* Chakra's CloseButton, with the close icon drawn here (see CloseIcon): the first load's budget. */}
            <IconButton
              aria-label={t('auth.signIn.close')}
              title={t('auth.signIn.close')}
              variant="ghost"
              // The full logout runs on /signout, which says if it could not end the session.
              onClick={() => void navigate({ to: '/signout', search: { to: 'auth' } })}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        </Flex>
        <Flex flex="1" align="center" justify="center" py="10">
          <Stack gap="6" w="full" maxW="sm">
            <Stack gap="2">
              <Heading as="h1" size="3xl" letterSpacing="tight">
                {t('auth.signIn.welcome')}
              </Heading>
              <Text color="fg.muted">{t('auth.signIn.intro')}</Text>
            </Stack>
            <Button
              size="lg"
              colorPalette="brand"
              loading={leaving}
              loadingText={t('auth.signIn.redirecting')}
              onClick={() => go(loginUrl())}
            >
              {t('auth.signIn.button')}
            </Button>
            <Text color="fg.muted" textAlign="center">
              {t('auth.signIn.noAccount')}{' '}
              <Link
                href={registerUrl()}
                color="brand.fg"
                fontWeight="semibold"
                onClick={(event) => {
                  event.preventDefault();
                  registrationFlag.set();
                  go(registerUrl());
                }}
              >
                {t('auth.signIn.signUp')}
              </Link>
            </Text>
          </Stack>
        </Flex>
        <Flex justify="center">
          <VersionLabel />
        </Flex>
      </Flex>
    </FullScreen>
  );
}
