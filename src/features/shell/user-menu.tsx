import { chakra, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';

import type { SessionUser } from '@/api/session-user';
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
export function UserMenu({ user }: { user: SessionUser | undefined }) {
  const { t } = useTranslation();
  const name = user?.name?.trim() || t('layout.userMenu.fallbackName');
  const initials = initialsOf(name);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [highlight, setHighlight] = useState<'first' | 'last'>();
  usePreloadAfterFirstPaint(loadUserMenuPopup);

  // In a transition, so React keeps the button on screen while the menu's code is still on its way. Opened by
  // a key, the menu highlights its first entry (its last for ArrowUp), as the WAI-ARIA menu button pattern has.
  const openMenu = (from?: 'first' | 'last') =>
    startTransition(() => {
      setHighlight(from);
      setUsed(true);
      setOpen(true);
    });
  // A click from Enter or Space has no pointer's click count.
  const onClick = (event: MouseEvent) => openMenu(event.detail === 0 ? 'first' : undefined);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape') {
      setOpen(false);
      setHighlight(undefined);
    }
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
      onClick={onClick}
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
          <UserMenuPopup
            user={user}
            name={name}
            initials={initials}
            open={open}
            onOpenChange={setOpen}
            highlight={highlight}
          />
        ) : (
          standIn
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
