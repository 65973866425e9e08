import { useState, type RefObject } from 'react';

import type { MemberAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toaster } from '@/ui/toaster';

import { memberLabel } from './member-list';
import { useErrorMessage } from '@/ui/form';
import { useRemoveMember } from './use-team-mutations';

interface RemoveMemberDialogProps {
  /** The member to remove; null when closed. */
  member: MemberAsRead | null;
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
  const errorMessage = useErrorMessage();
  const remove = useRemoveMember();
  // The member stays named while the dialog closes.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const isSelf = shown !== null && shown.id === currentUserId;
  const name = shown ? memberLabel(shown) : '';

  const confirm = async (): Promise<string | undefined> => {
    if (!member || member.id === currentUserId) return undefined;
    try {
      await remove.mutateAsync({ id: member.id });
    } catch (error) {
      return errorMessage(error);
    }
    toaster.create({ type: 'success', title: t('pages.team.remove.done', { name }) });
    return undefined;
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={t('pages.team.remove.title', { name })}
      description={
        isSelf
          ? t('pages.team.members.cannotRemoveSelf')
          : t('pages.team.remove.body', { name, email: shown?.email ?? '' })
      }
      confirmLabel={t('pages.team.remove.confirm')}
      busyLabel={t('pages.team.remove.removing')}
      keepLabel={t('pages.team.remove.cancel')}
      unexpectedError={t('errors.unexpected')}
      confirmDisabled={isSelf}
      onConfirm={confirm}
      onClose={onClose}
      finalFocusRef={finalFocusRef}
    />
  );
}
