import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';

import type { ApiKey } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { useSingleFlight } from './single-flight';
import { useRevokeKey } from './use-key-mutations';
import { useErrorMessage } from './use-error-message';

interface RevokeKeyDialogProps {
  /** The key to revoke; null when closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** Revoke a key, after a confirmation that names it. The key leaves the list at once. */
export function RevokeKeyDialog({ apiKey, onClose, finalFocusRef }: RevokeKeyDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const errorMessage = useErrorMessage();
  const revoke = useRevokeKey();
  const flight = useSingleFlight();
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);
  const busy = revoke.isPending;

  const close = () => {
    if (busy) return;
    revoke.reset();
    onClose();
  };

  const confirm = () =>
    void flight.run(async () => {
      if (!apiKey) return;
      const done = await revoke.mutateAsync({ id: apiKey.id }).then(
        () => true,
        () => false,
      );
      if (!done) return;
      revoke.reset();
      toaster.create({ type: 'success', title: t('pages.apiKeys.revoke.done', { name: apiKey.name }) });
      onClose();
    });

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
              <Dialog.Title wordBreak="break-word">{t('pages.apiKeys.revoke.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{t('pages.apiKeys.revoke.body')}</Dialog.Description>
                {revoke.isError && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {errorMessage(revoke.error)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={close}>
                {t('pages.apiKeys.revoke.cancel')}
              </Button>
              <Button
                colorPalette="red"
                disabled={busy}
                loading={busy}
                loadingText={t('pages.apiKeys.revoke.pending')}
                onClick={confirm}
              >
                {t('pages.apiKeys.revoke.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
