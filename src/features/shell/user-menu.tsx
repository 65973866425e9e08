import { chakra, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useState, type KeyboardEvent } from 'react';

import type { UserProfile } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary } from '@/ui/chunk-error';
import { usePreloadAfterFirstPaint } from '@/ui/use-after-first-paint';

import { loadUserMenuPopup } from './load-user-menu-popup';
import { UserAvatar } from './user-avatar';
import { initialsOf, userMenuTriggerStyle } from './user-menu-trigger';

const UserMenuPopup = lazy(() => loadUserMenuPopup().then((module) => ({ default: module.UserMenuPopup })));

const reloadPage = () => window.location.reload();

/**
 * The top bar's user menu. Until it is first used, its trigger is a plain button that looks the same: the
 * menu's code (zag's menu machine and Floating UI) is fetched after the first paint, and the first click or
 * key opens the menu with it. That button stays, focus and all, until the menu is ready to take its place.
 */
export function UserMenu({ user }: { user: UserProfile | undefined }) {
  const { t } = useTranslation();
  const name = user?.name.trim() || t('layout.userMenu.fallbackName');
  const initials = initialsOf(name);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  usePreloadAfterFirstPaint(loadUserMenuPopup);

  // In a transition, so React keeps the button on screen while the menu's code is still on its way.
  const openMenu = () =>
    startTransition(() => {
      setUsed(true);
      setOpen(true);
    });
  const onKeyDown = (event: KeyboardEvent) => {
    // A menu button opens with the arrow keys too (WAI-ARIA menu button pattern); Escape takes it back.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu();
    } else if (event.key === 'Escape') setOpen(false);
  };
  // The initials are the trigger's visible text, so its name starts with them (WCAG 2.5.3: a speech user
  // says what they see).
  const label = t('layout.userMenu.open', { initials });
  const standIn = (
    <chakra.button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={openMenu}
      onKeyDown={onKeyDown}
      {...userMenuTriggerStyle}
    >
      <UserAvatar initials={initials} />
    </chakra.button>
  );
  // Should the menu's code not load, signing out still works, and the button says why it reloads the page.
  const failed = (
    <HStack gap="3">
      <Link asChild fontSize="sm">
        <RouterLink to="/signout">{t('layout.userMenu.signOut')}</RouterLink>
      </Link>
      <chakra.button
        type="button"
        aria-label={`${initials}, ${t('shell.chunkError.message')} ${t('shell.chunkError.reload')}`}
        title={t('shell.chunkError.message')}
        onClick={reloadPage}
        {...userMenuTriggerStyle}
      >
        <UserAvatar initials={initials} />
      </chakra.button>
    </HStack>
  );
  return (
    <ChunkErrorBoundary fallback={failed}>
      <Suspense fallback={standIn}>
        {used ? (
          <UserMenuPopup user={user} name={name} initials={initials} open={open} onOpenChange={setOpen} />
        ) : (
          standIn
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
