import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';

import { DialogCloseButton } from '@/ui/dialog-close-button';
import { FormAlert } from '@/ui/form-alert';

export interface ConfirmDialogProps {
  /** Open while true. */
  open: boolean;
  title: string;
  description: ReactNode;
  /** The button that does it, e.g. "Cancel invitation". */
  confirmLabel: string;
  /** The confirm button's text while it runs, e.g. "Cancelling…". */
  busyLabel: string;
  /** The button that backs out; focus starts here, so Enter never destroys by accident. */
  keepLabel: string;
  /** Shown when `onConfirm` throws instead of resolving to a message (a bug on our side). */
  unexpectedError: string;
  /**
   * Does it. Resolves to an error message to show in place (the dialog stays open and can be retried), or
   * to nothing once done (the dialog closes).
   */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
  /** The action is not possible (the description says why); the dialog can only be closed. */
  confirmDisabled?: boolean;
  /** Where focus goes when the dialog closes (the element that opened it, or a heading if that is gone). */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A confirmation before a destructive action: an alert dialog naming what happens, with the way back
 * focused first. While the action runs it cannot be closed; a failure is shown in place.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  keepLabel,
  unexpectedError,
  onConfirm,
  onClose,
  confirmDisabled = false,
  finalFocusRef,
}: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // State lags a render behind: a double click's second click must not start the action again.
  const running = useRef(false);
  const [failure, setFailure] = useState<string | undefined>();
  // Every opening starts without the last one's failure.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(undefined);
  }

  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    if (running.current || confirmDisabled) return;
    running.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      const error = await onConfirm();
      if (error === undefined) onClose();
      else setFailure(error);
    } catch {
      setFailure(unexpectedError);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      initialFocusEl={() => keepRef.current}
      finalFocusEl={finalFocusRef ? () => finalFocusRef.current : undefined}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description asChild>
                  <Text wordBreak="break-word">{description}</Text>
                </Dialog.Description>
                {failure && <FormAlert>{failure}</FormAlert>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepRef} variant="outline" disabled={busy} onClick={close}>
                {keepLabel}
              </Button>
              <Button
                colorPalette="red"
                disabled={busy || confirmDisabled}
                loading={busy}
                loadingText={busyLabel}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
