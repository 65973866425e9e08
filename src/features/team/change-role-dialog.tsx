import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';

import type { UserProfile, UserRole } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { ChoiceCards } from '@/ui/choice-cards';
import { toaster } from '@/ui/toaster';

import { FormAlert } from '@/ui/form-alert';
import { isLastAdmin, memberLabel } from './member-list';
import { isUserRole, USER_ROLES } from './roles';
import { useErrorMessage } from '@/ui/form';
import { usePendingActions } from './use-pending-actions';
import { useChangeMemberRole } from './use-team-mutations';
import { DialogCloseButton } from '@/ui/dialog-close-button';

interface ChangeRoleDialogProps {
  /** The member whose role changes; null when closed. */
  member: UserProfile | null;
  /** The whole team, to keep its last admin an admin. */
  members: readonly UserProfile[];
  currentUserId: number | undefined;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** Change a member's role (admin or member). The team's only admin cannot become a member. */
export function ChangeRoleDialog({
  member,
  members,
  currentUserId,
  onClose,
  finalFocusRef,
}: ChangeRoleDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useChangeMemberRole();
  const actions = usePendingActions();
  // The dialog keeps showing the last member while it closes; every opening starts from the current role.
  const [opened, setOpened] = useState(member);
  const [shown, setShown] = useState(member);
  // A role the console does not know (the platform's own word) starts with no choice made.
  const [role, setRole] = useState<UserRole | undefined>(knownRole(member?.role));
  const [failure, setFailure] = useState<string | undefined>();
  if (member !== opened) {
    setOpened(member);
    if (member) {
      setShown(member);
      setRole(knownRole(member.role));
      setFailure(undefined);
    }
  }
  const busy = actions.isPending('role') || update.isPending;
  const name = shown ? memberLabel(shown) : '';
  const isSelf = shown !== null && shown.id === currentUserId;
  const lastAdmin = shown !== null && role === 'member' && isLastAdmin(members, shown);
  const unchanged = role === undefined || role === shown?.role;

  const close = () => {
    if (busy) return;
    update.reset();
    onClose();
  };

  const save = () =>
    void actions.run('role', async () => {
      if (!member || !role || role === member.role || lastAdmin) return;
      setFailure(undefined);
      try {
        await update.mutateAsync({ id: member.id, data: { role } });
      } catch (error) {
        setFailure(errorMessage(error));
        return;
      }
      update.reset();
      toaster.create({
        type: 'success',
        title: t('pages.team.changeRole.done', { name, role: t(`pages.team.roles.${role}`) }),
      });
      onClose();
    });

  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
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
              <Dialog.Title wordBreak="break-word">{t('pages.team.changeRole.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <ChoiceCards<UserRole>
                  label={t('pages.team.changeRole.role')}
                  value={role ?? ''}
                  options={USER_ROLES.map((option) => ({
                    value: option,
                    title: t(`pages.team.roles.${option}`),
                    description: t(`pages.team.roleDescriptions.${option}`),
                  }))}
                  onChange={(next) => {
                    setRole(next);
                    setFailure(undefined);
                  }}
                />
                {lastAdmin ? (
                  <FormAlert>{t('pages.team.changeRole.lastAdmin', { name })}</FormAlert>
                ) : (
                  isSelf &&
                  role === 'member' &&
                  shown?.role === 'admin' && (
                    <FormAlert tone="info">{t('pages.team.changeRole.selfWarning')}</FormAlert>
                  )
                )}
                {failure && <FormAlert>{failure}</FormAlert>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={close}>
                {t('pages.team.changeRole.cancel')}
              </Button>
              <Button
                disabled={busy || unchanged || lastAdmin}
                loading={busy}
                loadingText={t('pages.team.changeRole.submitting')}
                onClick={save}
              >
                {t('pages.team.changeRole.submit')}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const knownRole = (role: string | undefined) => (isUserRole(role) ? role : undefined);
