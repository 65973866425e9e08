import { Button, Dialog, Portal, Stack, type ButtonProps } from '@chakra-ui/react';
import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';

import { DialogCloseButton } from '@/ui/dialog-close-button';
import { FormAlert } from '@/ui/form-alert';

interface FormDialogBase {
  open: boolean;
  /** Asked to close (Cancel, Escape, a click outside, the corner button); never called while busy. */
  onClose: () => void;
  title: ReactNode;
  /** While true the dialog cannot be dismissed and submit shows its progress. */
  busy: boolean;
  children: ReactNode;
  /** The failure of the last submit, in the catalogue's words. */
  error?: ReactNode;
  errorId?: string;
  cancelLabel: string;
  /** What the outlined button does when it is not Cancel (e.g. Back to the previous step). */
  onCancel?: () => void;
  submitDisabled?: boolean;
  submitColorPalette?: ButtonProps['colorPalette'];
  /** Replaces Cancel and submit (e.g. once a created secret is shown). */
  footer?: ReactNode;
  /** A confirmation of something that cannot be undone: an alert dialog, focus starting on Cancel. */
  alert?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusRef?: RefObject<HTMLElement | null>;
  closeOnInteractOutside?: boolean;
  /** Focus leaving for something outside (a closing palette handing focus back) does not close it. */
  keepOnFocusOutside?: boolean;
  /** Mount on first opening, unmount once closed: each opening starts afresh. */
  unmountOnExit?: boolean;
  onExitComplete?: () => void;
  gap?: string;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
}

/** Without a submit button the fields carry their own action (e.g. the card entry's "Add card"). */
export type FormDialogProps = FormDialogBase &
  (
    | { onSubmit: () => void; submitLabel: ReactNode; submittingLabel: string }
    | { onSubmit?: undefined; submitLabel?: undefined; submittingLabel?: undefined }
  );

/**
 * A dialog holding one form: title, the fields, the error of the last submit, then Cancel and submit.
 * Enter in a field submits; while the submit runs nothing closes it.
 */
export function FormDialog(props: FormDialogProps) {
  const formId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { busy } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit?.();
  };
  const fields = (
    <>
      {props.children}
      {props.error && <FormAlert id={props.errorId}>{props.error}</FormAlert>}
    </>
  );
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open && !busy) props.onClose();
      }}
      role={props.alert ? 'alertdialog' : undefined}
      initialFocusEl={props.alert ? () => cancelRef.current : props.initialFocusEl}
      finalFocusEl={props.finalFocusRef ? () => props.finalFocusRef?.current ?? null : undefined}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy && props.closeOnInteractOutside !== false}
      onFocusOutside={props.keepOnFocusOutside ? (event) => event.preventDefault() : undefined}
      placement="center"
      size={props.size}
      scrollBehavior={props.scrollBehavior}
      lazyMount={props.unmountOnExit !== false}
      unmountOnExit={props.unmountOnExit !== false}
      onExitComplete={props.onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {props.footer ? (
                props.children
              ) : props.submitLabel === undefined ? (
                <Stack gap={props.gap ?? '5'}>{fields}</Stack>
              ) : (
                <Stack asChild gap={props.gap ?? '5'}>
                  <form id={formId} noValidate onSubmit={submit}>
                    {fields}
                  </form>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {props.footer ?? (
                <>
                  <Button
                    ref={cancelRef}
                    variant="outline"
                    disabled={busy}
                    onClick={props.onCancel ?? props.onClose}
                  >
                    {props.cancelLabel}
                  </Button>
                  {props.submitLabel !== undefined && (
                    <Button
                      type="submit"
                      form={formId}
                      colorPalette={props.submitColorPalette}
                      disabled={busy || props.submitDisabled}
                      loading={busy}
                      loadingText={props.submittingLabel}
                      aria-describedby={props.error ? props.errorId : undefined}
                    >
                      {props.submitLabel}
                    </Button>
                  )}
                </>
              )}
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
