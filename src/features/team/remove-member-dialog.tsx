import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';

import type { UserProfile } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { FormAlert } from '@/ui/form-alert';
import { memberLabel } from './member-list';
import { useErrorMessage } from './use-error-message';
import { usePendingActions } from './use-pending-actions';
import { useRemoveMember } from './use-team-mutations';

interface RemoveMemberDialogProps {
  /** The member to remove; null when closed. */
  member: UserProfile | null;
  /** Nobody removes themselves: the dialog refuses the signed-in user. */
  currentUserId: number | undefined;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** Remove a member from the team, after a confirmation that names them. Focus starts on "Keep member". */
export function RemoveMemberDialog({
  member,
  currentUserId,
  onClose,
  finalFocusRef,
}: RemoveMemberDialogProps) {
  const { t } = useTranslation();
  const keepRef = useRef<HTMLButtonElement>(null);
  const errorMessage = useErrorMessage();
  const remove = useRemoveMember();
  const actions = usePendingActions();
  // The dialog keeps showing the last member while it closes; every opening starts without an error.
  const [opened, setOpened] = useState(member);
  const [shown, setShown] = useState(member);
  const [failure, setFailure] = useState<string | undefined>();
  if (member !== opened) {
    setOpened(member);
    if (member) {
      setShown(member);
      setFailure(undefined);
    }
  }
  const busy = actions.isPending('remove') || remove.isPending;
  const isSelf = shown !== null && shown.id === currentUserId;
  const name = shown ? memberLabel(shown) : '';

  const close = () => {
    if (busy) return;
    remove.reset();
    onClose();
  };

  const confirm = () =>
    void actions.run('remove', async () => {
      if (!member || member.id === currentUserId) return;
      setFailure(undefined);
      try {
        await remove.mutateAsync({ id: member.id });
      } catch (error) {
        setFailure(errorMessage(error));
        return;
      }
      remove.reset();
      toaster.create({ type: 'success', title: t('pages.team.remove.done', { name }) });
      onClose();
    });

  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      initialFocusEl={() => keepRef.current}
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
              <Dialog.Title wordBreak="break-word">{t('pages.team.remove.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description asChild>
                  <Text wordBreak="break-word">
                    {isSelf
                      ? t('pages.team.members.cannotRemoveSelf')
                      : t('pages.team.remove.body', { name, email: shown?.email ?? '' })}
                  </Text>
                </Dialog.Description>
                {failure && <FormAlert>{failure}</FormAlert>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepRef} variant="outline" disabled={busy} onClick={close}>
                {t('pages.team.remove.cancel')}
              </Button>
              <Button
                colorPalette="red"
                disabled={busy || isSelf}
                loading={busy}
                loadingText={t('pages.team.remove.removing')}
                onClick={confirm}
              >
                {t('pages.team.remove.confirm')}
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
