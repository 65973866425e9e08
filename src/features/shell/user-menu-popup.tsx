import { Box, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import type { SessionUser } from '@/api/session-user';
import { currentExternalLinks, type PagePath } from '@/config';
import { useTranslation } from '@/i18n';
import { pageRoute } from '@/ui/page-route';
import { ApiDocsIcon, SupportIcon, userMenuItems } from './nav-items';
import { UserAvatar } from './user-avatar';
import { userMenuTriggerStyle } from './user-menu-trigger';

/** A page's path, or one of the fixed entries. */
type MenuValue = PagePath | 'support' | 'apiDocs' | 'signOut';

interface MenuEntry {
  readonly value: MenuValue;
  readonly icon: LucideIcon;
  readonly label: string;
}

interface UserMenuPopupProps {
  user: SessionUser | undefined;
  name: string;
  initials: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry highlighted as it opens: the first or last when a key opened it (WAI-ARIA menu button). */
  highlight?: 'first' | 'last';
}

/** The top bar's user menu (spec section 2): name (fallback 'User'), email, 'Administrator', entries. */
export function UserMenuPopup({ user, name, initials, open, onOpenChange, highlight }: UserMenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = currentExternalLinks();
  // The entries in groups, in the order shown (a separator before each): also where "first" and "last" are.
  const pageEntries: MenuEntry[] = userMenuItems().map(({ id, to, icon }) => ({
    value: to,
    icon,
    label: t(`layout.userMenu.${id}`),
  }));
  const linkEntries: MenuEntry[] = [
    { value: 'support', icon: SupportIcon, label: t('layout.userMenu.support') },
    { value: 'apiDocs', icon: ApiDocsIcon, label: t('layout.userMenu.apiDocs') },
  ];
  const signOutEntries: MenuEntry[] = [
    { value: 'signOut', icon: LogOut, label: t('layout.userMenu.signOut') },
  ];
  const groups = [pageEntries, linkEntries, signOutEntries].filter((group) => group.length > 0);
  const values = groups.flat().map(({ value }) => value);

  const select = (value: MenuValue) => {
    if (value === 'signOut') return void navigate({ to: '/signout' });
    if (value === 'support' || value === 'apiDocs') {
      return void window.open(
        value === 'support' ? links.support : links.apiDocs,
        '_blank',
        'noopener,noreferrer',
      );
    }
    void navigate(pageRoute(value));
  };

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      defaultHighlightedValue={highlight === 'first' ? values[0] : highlight && values.at(-1)}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => select(value as MenuValue)}
    >
      <Menu.Trigger aria-label={t('layout.userMenu.open', { initials })} {...userMenuTriggerStyle}>
        <UserAvatar initials={initials} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              {user?.email && (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              )}
              <Text fontSize="xs" color="brand.fg" fontWeight="medium" mt="1">
                {t('layout.userMenu.role')}
              </Text>
            </Box>
            {groups.map((group) => (
              <Fragment key={group[0]?.value}>
                <Menu.Separator />
                {group.map(({ value, icon, label }) => (
                  <Menu.Item value={value} key={value}>
                    <Icon as={icon} boxSize="4" aria-hidden />
                    {label}
                  </Menu.Item>
                ))}
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
