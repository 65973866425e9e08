import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import { Sidebar } from './sidebar';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Below the lg breakpoint: the side menu in a drawer, opened by the top bar's menu button. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('layout.sidebar.closeMenu')} />
            </Drawer.CloseTrigger>
            <Sidebar onNavigate={onClose} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
