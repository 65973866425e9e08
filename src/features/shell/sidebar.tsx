import { Box, Flex, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { currentExternalLinks, SIDEBAR_WIDTH } from '@/config';
import { usePreferences } from '@/session/preferences';
import { useTranslation } from '@/i18n';
import { pageRoute } from '@/ui/page-route';
import { BrandMark } from '@/ui/brand-mark';
import { LanguageSwitch } from '@/ui/language-switch';
import { ThemeSwitch } from '@/ui/theme-switch';
import { ApiDocsIcon, sidebarItems, SupportIcon } from './nav-items';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
} as const;

// In mock mode the mock platform's toggle is fixed at the bottom-left corner, over the end of the side
// menu: leave room for it there, so it never covers the menu's last lines.
const MOCK_PANEL_ROOM = import.meta.env.VITE_MOCK_MODE === 'true' ? '20' : '5';

/** The side menu (spec section 2): 72 units wide, entries filtered by feature flags, external links. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const links = currentExternalLinks();
  const preferences = usePreferences();

  return (
    <Flex
      direction="column"
      w={{ base: 'full', lg: SIDEBAR_WIDTH }}
      minH="full"
      px="4"
      pt="5"
      pb={MOCK_PANEL_ROOM}
      gap="6"
      bg="bg.panel"
    >
      <Flex align="center" gap="3" px="2">
        <BrandMark />
        <Text fontWeight="bold" fontSize="lg">
          {t('app.name')}
        </Text>
      </Flex>
      <Box as="nav" aria-label={t('layout.nav.label')} flex="1">
        <Stack as="ul" listStyleType="none" gap="1">
          {sidebarItems().map(({ id, to, icon }) => (
            <li key={to}>
              <ChakraLink
                asChild
                {...itemStyle}
                css={{ '&[data-status=active]': { bg: 'brand.subtle', color: 'brand.fg' } }}
              >
                <Link {...pageRoute(to)} activeOptions={{ exact: to === '/' }} onClick={onNavigate}>
                  <Icon as={icon} boxSize="5" aria-hidden />
                  {t(`pages.${id}.title`)}
                </Link>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Box>
      <Stack as="ul" listStyleType="none" gap="1">
        {[
          { href: links.support, label: t('layout.nav.support'), icon: SupportIcon },
          { href: links.apiDocs, label: t('layout.nav.apiDocs'), icon: ApiDocsIcon },
        ].map(({ href, label, icon }) => (
          <li key={href}>
            <ChakraLink href={href} target="_blank" rel="noopener noreferrer" {...itemStyle}>
              <Icon as={icon} boxSize="5" aria-hidden />
              {label}
              <Icon as={ExternalLink} boxSize="3.5" ms="auto" aria-hidden />
              <Text as="span" srOnly>
                {t('layout.nav.opensInNewTab')}
              </Text>
            </ChakraLink>
          </li>
        ))}
      </Stack>
      <Flex gap="2" px="2" wrap="wrap">
        <LanguageSwitch onChange={preferences.setLanguage} />
        <Box display={{ base: 'block', md: 'none' }}>
          <ThemeSwitch onChange={preferences.setTheme} />
        </Box>
      </Flex>
      <Text fontSize="xs" color="fg.muted" px="2">
        {t('layout.sidebar.promise')}
      </Text>
    </Flex>
  );
}
