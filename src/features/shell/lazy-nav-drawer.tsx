import { lazy } from 'react';

import { useTranslation } from '@/i18n';
import { LazyDialog } from '@/ui/chunk-error';
import { usePreloadAfterFirstPaint } from '@/ui/use-after-first-paint';

const loadNavDrawer = () => import('./nav-drawer');
const NavDrawerBody = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

interface LazyNavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Whether the menu button shows (below lg): then the drawer's code is fetched once the page has painted. */
  needed: boolean;
}

/**
 * The side menu's drawer, its code (with zag's dialog machine) loaded after the first paint on a narrow
 * screen, and on first opening in any case: a phone's first paint does not wait for it.
 */
export function LazyNavDrawer({ open, onClose, needed }: LazyNavDrawerProps) {
  const { t } = useTranslation();
  usePreloadAfterFirstPaint(loadNavDrawer, needed);
  return (
    <LazyDialog open={open} title={t('layout.sidebar.menu')} onClose={onClose}>
      {(shown) => <NavDrawerBody open={shown} onClose={onClose} />}
    </LazyDialog>
  );
}
