import { Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

import { useTranslation } from '@/i18n';

import { PaletteSearch } from './palette-search';

interface PaletteDialogProps {
  open: boolean;
  /** Which opening this is; a new one starts a fresh search even if the last is still animating out. */
  session: number;
  onOpenChange: (open: boolean) => void;
}

/**
 * The palette's dialog (loaded lazily by `<CommandPalette />`): a modal labelled 'Command palette' whose
 * content, and with it the data sources, exists only while it is open. Escape and a click outside close
 * it; focus goes to the search field, and back to where it was on close.
 */
export default function PaletteDialog({ open, session, onOpenChange }: PaletteDialogProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size="lg"
      motionPreset="slide-in-top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content overflow="hidden" mt={{ base: '4', md: '20' }}>
            <Dialog.Title srOnly>{t('shell.commandPalette.label')}</Dialog.Title>
            <PaletteSearch key={session} inputRef={inputRef} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
