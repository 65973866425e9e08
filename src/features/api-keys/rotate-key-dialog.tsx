import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';

import type { ApiKey } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { isAnswerWithoutSecret } from './missing-secret';
import { SecretDoneButton } from './secret-done-button';
import { SecretReveal } from './secret-reveal';
import { useErrorMessage, useSingleFlight } from '@/ui/form';
import { useRotateKey } from './use-key-mutations';
import { DialogCloseButton } from '@/ui/dialog-close-button';

interface RotateKeyDialogProps {
  /** The key to rotate; null when closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Rotate a key: a confirmation that the current secret stops working at once, then the new secret shown
 * once, as on create. Closing drops the secret.
 */
export function RotateKeyDialog({ apiKey, onClose, finalFocusRef }: RotateKeyDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const errorMessage = useErrorMessage();
  const rotate = useRotateKey(apiKey ?? undefined);
  const flight = useSingleFlight();
  const [secret, setSecret] = useState<string | null>(null);
  // The name stays in the title while the dialog animates out.
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);
  const busy = rotate.isPending;

  useEffect(() => {
    if (secret) copyRef.current?.focus();
  }, [secret]);

  const confirm = () =>
    void flight.run(async () => {
      if (!apiKey) return;
      const answer = await rotate.mutateAsync({ id: apiKey.id }).catch(() => undefined);
      if (!answer) return;
      setSecret(answer.key);
      rotate.reset();
      toaster.create({ type: 'success', title: t('pages.apiKeys.rotate.done', { name: answer.name }) });
    });

  const close = () => {
    if (busy) return;
    rotate.reset();
    onClose();
  };

  const name = shown?.name ?? '';
  return (
    <Dialog.Root
      open={apiKey !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => finalFocusRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy && secret === null}
      placement="center"
      lazyMount
      unmountOnExit
      // Once the dialog has gone (after its exit animation), the secret leaves memory.
      onExitComplete={() => setSecret(null)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">
                {secret
                  ? t('pages.apiKeys.secret.rotatedTitle', { name })
                  : t('pages.apiKeys.rotate.title', { name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {secret ? (
                <SecretReveal secret={secret} copyRef={copyRef} />
              ) : (
                <Stack gap="4">
                  <Dialog.Description>{t('pages.apiKeys.rotate.body')}</Dialog.Description>
                  {rotate.isError && (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {isAnswerWithoutSecret(rotate.error)
                        ? t('pages.apiKeys.secret.missingOnRotate')
                        : errorMessage(rotate.error)}
                    </Text>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {secret ? (
                <SecretDoneButton onDone={close} />
              ) : (
                <>
                  <Button ref={cancelRef} variant="outline" disabled={busy} onClick={close}>
                    {t('pages.apiKeys.rotate.cancel')}
                  </Button>
                  <Button
                    colorPalette="orange"
                    disabled={busy}
                    loading={busy}
                    loadingText={t('pages.apiKeys.rotate.pending')}
                    onClick={confirm}
                  >
                    {t('pages.apiKeys.rotate.confirm')}
                  </Button>
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
