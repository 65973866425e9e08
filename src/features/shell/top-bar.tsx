import { Button, Flex, HStack, IconButton, Kbd, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, Plus, Search } from 'lucide-react';
import type { SessionUser } from '@/api/session-user';
import { usePreferences } from '@/session/preferences';
import { useTranslation } from '@/i18n';
import { shortcutLabel } from '@/ui/keyboard';
import { VersionLabel } from '@/ui/version';
import { ThemeSwitch } from '@/ui/theme-switch';
import { UserMenu } from './user-menu';

interface TopBarProps {
  user: SessionUser | undefined;
  /** Opens the side menu in a drawer; without it (a screen wide enough to show the menu) no menu button. */
  onOpenMenu?: () => void;
  onSearch: () => void;
  onNewProject: () => void;
}

/** The top bar (spec section 2): search trigger (Ctrl/Cmd+K), theme, version and the user menu. */
export function TopBar({ user, onOpenMenu, onSearch, onNewProject }: TopBarProps) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  return (
    <Flex
      as="header"
      align="center"
      // Below about 350 px (WCAG reflow: 320) the right-hand group takes a second row rather than overflow.
      wrap="wrap"
      gap={{ base: '2', sm: '3' }}
      px={{ base: '3', md: '6' }}
      py="3"
      borderBottomWidth="1px"
      bg="bg.panel"
    >
      {onOpenMenu && (
        <IconButton variant="ghost" aria-label={t('layout.sidebar.openMenu')} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
      )}
      <Button
        variant="outline"
        justifyContent="flex-start"
        color="fg.muted"
        w={{ base: 'auto', md: '64', xl: '72' }}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onSearch}
      >
        <Search aria-hidden />
        {/* Named by its visible text (WCAG 2.5.3); narrow screens show only the icon, so the name is
            there for screen readers alone. */}
        <Text as="span" srOnly hideFrom="md">
          {t('layout.topBar.search')}
        </Text>
        <Text as="span" display={{ base: 'none', md: 'inline' }} flex="1" textAlign="start">
          {t('layout.topBar.search')}
        </Text>
        <Kbd size="sm" display={{ base: 'none', md: 'inline-flex' }}>
          {shortcutLabel('K')}
        </Kbd>
      </Button>
      <HStack gap={{ base: '2', sm: '3' }} ms="auto">
        {/* Below xl the page column is too narrow for every name in this bar (the side menu takes its part
            from lg): New Project shows its icon only there, and the theme options below 2xl, so that the bar
            keeps to one row in every language. */}
        <Button
          variant="ghost"
          px={{ base: '2', xl: '4' }}
          aria-keyshortcuts="Control+N Meta+N"
          title={t('layout.topBar.newProject')}
          onClick={onNewProject}
        >
          <Plus aria-hidden />
          <Text as="span" srOnly={{ base: true, xl: false }}>
            {t('layout.topBar.newProject')}
          </Text>
        </Button>
        <VersionLabel placement="bottom" align="end" />
        <Flex display={{ base: 'none', md: 'flex' }}>
          <ThemeSwitch onChange={preferences.setTheme} namesFrom="2xl" />
        </Flex>
        <UserMenu user={user} />
      </HStack>
    </Flex>
  );
}
