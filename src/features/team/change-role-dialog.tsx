import { useStore } from '@tanstack/react-form';
import { useState, type RefObject } from 'react';

import type { UserRole } from '@/api/generated/model';
import type { MemberAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { FormAlert } from '@/ui/form-alert';
import { FormDialog, useAppForm, useErrorMessage, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import { isLastAdmin, memberLabel } from './member-list';
import { isUserRole, USER_ROLES } from './roles';
import { useChangeMemberRole } from './use-team-mutations';

interface ChangeRoleDialogProps {
  /** The member whose role changes; null when closed. */
  member: MemberAsRead | null;
  /** The whole team, to keep its last admin an admin. */
  members: readonly MemberAsRead[];
  currentUserId: number | undefined;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/** Change a member's role (admin or member). The team's only admin cannot become a member. */
export function ChangeRoleDialog(props: ChangeRoleDialogProps) {
  // The dialog keeps showing the last member while it closes; every opening starts a form from their role.
  const [opened, setOpened] = useState(props.member);
  const [shown, setShown] = useState(props.member);
  const [opening, setOpening] = useState(0);
  if (props.member !== opened) {
    setOpened(props.member);
    if (props.member) {
      setShown(props.member);
      setOpening(opening + 1);
    }
  }
  return <ChangeRoleForm key={opening} {...props} shown={shown} />;
}

function ChangeRoleForm({
  member,
  members,
  currentUserId,
  onClose,
  finalFocusRef,
  shown,
}: ChangeRoleDialogProps & { shown: MemberAsRead | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useChangeMemberRole();
  const flight = useSingleFlight();
  const [failure, setFailure] = useState<string | undefined>();
  const name = shown ? memberLabel(shown) : '';

  // A role the console does not know (the platform's own word) starts with no choice made.
  const form = useAppForm({
    defaultValues: { role: knownRole(shown?.role) },
    onSubmit: ({ value: { role } }) =>
      flight.run(async () => {
        if (!member || !role || role === member.role) return;
        if (role === 'member' && isLastAdmin(members, member)) return;
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
      }),
  });
  useFormDraft('team.changeRole', { form, open: member !== null, subject: shown?.id });
  const role = useStore(form.store, (state) => state.values.role);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const busy = submitting || update.isPending;
  const isSelf = shown !== null && shown.id === currentUserId;
  const lastAdmin = shown !== null && role === 'member' && isLastAdmin(members, shown);

  const close = () => {
    if (busy) return;
    update.reset();
    onClose();
  };

  return (
    <FormDialog
      open={member !== null}
      onClose={close}
      title={t('pages.team.changeRole.title', { name })}
      busy={busy}
      onSubmit={() => void form.handleSubmit()}
      error={failure}
      cancelLabel={t('pages.team.changeRole.cancel')}
      submitLabel={t('pages.team.changeRole.submit')}
      submittingLabel={t('pages.team.changeRole.submitting')}
      submitDisabled={role === undefined || role === shown?.role || lastAdmin}
      finalFocusRef={finalFocusRef}
      gap="4"
    >
      <form.AppField name="role">
        {(field) => (
          <field.ChoiceField<UserRole>
            label={t('pages.team.changeRole.role')}
            options={USER_ROLES.map((option) => ({
              value: option,
              title: t(`pages.team.roles.${option}`),
              description: t(`pages.team.roleDescriptions.${option}`),
            }))}
            onValueChange={() => setFailure(undefined)}
          />
        )}
      </form.AppField>
      {lastAdmin ? (
        <FormAlert>{t('pages.team.changeRole.lastAdmin', { name })}</FormAlert>
      ) : (
        isSelf &&
        role === 'member' &&
        shown?.role === 'admin' && <FormAlert tone="info">{t('pages.team.changeRole.selfWarning')}</FormAlert>
      )}
    </FormDialog>
  );
}

const knownRole = (role: string | undefined): UserRole | undefined => (isUserRole(role) ? role : undefined);
