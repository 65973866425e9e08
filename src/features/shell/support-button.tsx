import { Icon, Link, Text } from '@chakra-ui/react';
import { currentExternalLinks } from '@/config';
import { useTranslation } from '@/i18n';
import { SupportIcon } from './nav-items';

/** The floating support link: opens the external helpdesk in a new tab (spec section 1). */
export function SupportButton() {
  const { t } = useTranslation();
  return (
    <Link
      href={currentExternalLinks().support}
      target="_blank"
      rel="noopener noreferrer"
      position="fixed"
      insetEnd="5"
      bottom="5"
      zIndex="sticky"
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="4"
      py="2.5"
      rounded="full"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      shadow="lg"
      _hover={{ bg: 'brand.emphasized', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '3px' }}
    >
      <Icon as={SupportIcon} boxSize="4" aria-hidden />
      {t('layout.supportButton')}
      <Text as="span" srOnly>
        {t('layout.nav.opensInNewTab')}
      </Text>
    </Link>
  );
}
