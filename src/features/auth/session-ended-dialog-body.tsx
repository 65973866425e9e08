import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

import { useTranslation } from '@/i18n';

import { signInAgain } from './sign-in-again';

/**
 * The one way back when the session ends mid-visit (any call answered 401): the user is told, whatever they
 * were doing, and offered to sign in again; what open forms hold is kept meanwhile (session/form-drafts.ts).
 * It cannot be dismissed: without a session nothing else on the page can work.
 */
export function SessionEndedDialogBody({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const signInRef = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      initialFocusEl={() => signInRef.current}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell.sessionEnded.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{t('shell.sessionEnded.body')}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={signInRef}
                colorPalette="brand"
                loading={leaving}
                onClick={() => {
                  setLeaving(true);
                  signInAgain();
                }}
              >
                {t('shell.sessionEnded.signIn')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
