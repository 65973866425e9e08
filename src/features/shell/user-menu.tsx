import { chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';

import type { UserProfile } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { ChunkErrorBoundary } from '@/ui/chunk-error';
import { useAfterFirstPaint } from '@/ui/use-after-first-paint';

import { UserAvatar } from './user-avatar';
import { initialsOf, userMenuTriggerStyle } from './user-menu-trigger';

const loadUserMenuPopup = () => import('./user-menu-popup');
const UserMenuPopup = lazy(() => loadUserMenuPopup().then((module) => ({ default: module.UserMenuPopup })));

const reloadPage = () => window.location.reload();

/**
 * The top bar's user menu. Until it is first used, its trigger is a plain button that looks the same: the
 * menu's code (zag's menu machine and Floating UI) is fetched after the first paint, and the first click
 * or key opens the menu with it. The button the user reaches for is never swapped under the pointer.
 */
export function UserMenu({ user }: { user: UserProfile | undefined }) {
  const { t } = useTranslation();
  const name = user?.name.trim() || t('layout.userMenu.fallbackName');
  const initials = initialsOf(name);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void loadUserMenuPopup().catch(() => undefined);
  }, [painted]);

  const openMenu = () => {
    setUsed(true);
    setOpen(true);
  };
  // A menu button opens with the arrow keys too (WAI-ARIA menu button pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu();
  };
  const standIn = (onClick: () => void, label: string) => (
    <chakra.button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...userMenuTriggerStyle}
    >
      <UserAvatar initials={initials} />
    </chakra.button>
  );
  // The initials are the trigger's visible text, so its name starts with them (WCAG 2.5.3: a speech user
  // says what they see).
  const trigger = standIn(openMenu, t('layout.userMenu.open', { initials }));
  if (!used) return trigger;
  return (
    // Should the menu's code not load, the trigger says so and reloads the page, which fetches it anew.
    <ChunkErrorBoundary fallback={standIn(reloadPage, t('shell.chunkError.message'))}>
      <Suspense fallback={trigger}>
        <UserMenuPopup user={user} name={name} initials={initials} open={open} onOpenChange={setOpen} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
