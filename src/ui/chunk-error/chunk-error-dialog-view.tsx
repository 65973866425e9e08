import { Dialog, Portal } from '@chakra-ui/react';

import { DialogCloseButton } from '@/ui/dialog-close-button';

import { ChunkErrorState } from './chunk-error-state';

export interface ChunkErrorDialogProps {
  open: boolean;
  /** The dialog's own name (e.g. 'Command palette'), so the user knows which part failed. */
  title: string;
  onClose: () => void;
}

/**
 * A dialog whose own code could not load: a dialog of the same name holding the message, closable as the
 * real one is (Escape, the close button), so the screen behind it stays usable.
 */
export default function ChunkErrorDialogView({ open, title, onClose }: ChunkErrorDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ChunkErrorState />
            </Dialog.Body>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
