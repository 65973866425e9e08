import { Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useMemo, useRef, useState, type RefObject } from 'react';

import { isApiError } from '@/api/api-error';
import type { UserRole } from '@/api/generated/model';
import { useIntentKey } from '@/api/intent-key';
import { useTranslation } from '@/i18n';
import { ChoiceCards } from '@/ui/choice-cards';
import { FormDialog, useAppForm, useErrorMessage } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import {
  INVITE_DEFAULTS,
  INVITE_EMAIL_MAX_LENGTH,
  inviteConflict,
  invitePayload,
  inviteSchema,
  type KnownPeople,
} from './invite-form';
import { USER_ROLES } from './roles';
import { usePendingActions } from './use-pending-actions';
import { useInviteMember } from './use-team-mutations';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
  /** The loaded members and invitations: an address already among them is refused before sending. */
  known: KnownPeople;
  /** Reloads both lists (after the server said the address is taken) and answers what they hold now. */
  refreshKnown: () => Promise<KnownPeople>;
}

/**
 * Invite someone by email with a role. The address is checked as it is typed, also against the members and
 * pending invitations on the page; if the server still finds it taken (409, the page was out of date), the
 * lists are reloaded and the field says which. Any other refusal shows the catalogue's message.
 */
export function InviteDialog({ open, onClose, finalFocusRef, known, refreshKnown }: InviteDialogProps) {
  const { t } = useTranslation();
  const emailRef = useRef<HTMLInputElement>(null);
  const errorMessage = useErrorMessage();
  const invite = useInviteMember();
  const actions = usePendingActions();
  const [emailTaken, setEmailTaken] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const messages = useMemo(
    () => ({
      emailRequired: t('pages.team.inviteForm.emailRequired'),
      emailInvalid: t('pages.team.inviteForm.emailInvalid'),
      emailTooLong: t('pages.team.inviteForm.emailTooLong', { max: INVITE_EMAIL_MAX_LENGTH }),
      alreadyMember: (email: string) => t('pages.team.inviteForm.alreadyMember', { email }),
      alreadyInvited: (email: string) => t('pages.team.inviteForm.alreadyInvited', { email }),
    }),
    [t],
  );
  const schema = useMemo(() => inviteSchema(messages, known), [messages, known]);

  // A retry after a lost answer is the same request: the platform invites once.
  const intent = useIntentKey();
  const form = useAppForm({
    defaultValues: INVITE_DEFAULTS,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value, formApi }) =>
      actions.run('invite', async () => {
        setFailure(undefined);
        setEmailTaken(undefined);
        const payload = invitePayload(value);
        try {
          await invite.mutateAsync({ data: payload, headers: intent.headers(payload) });
          intent.settle(payload);
        } catch (error) {
          intent.settle(payload, error);
          if (isApiError(error) && error.status === 409) {
            const now = await refreshKnown().catch(() => ({}));
            const conflict = inviteConflict(payload.email, now);
            setEmailTaken(
              conflict
                ? messages[conflict === 'member' ? 'alreadyMember' : 'alreadyInvited'](payload.email)
                : errorMessage(error),
            );
            emailRef.current?.focus();
          } else {
            setFailure(errorMessage(error));
          }
          return;
        }
        invite.reset();
        formApi.reset();
        toaster.create({ type: 'success', title: t('pages.team.inviteForm.sent', { email: payload.email }) });
        onClose();
      }),
  });
  useFormDraft('team.invite', { form, open, intent });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const busy = submitting || invite.isPending;

  const close = () => {
    if (busy) return;
    invite.reset();
    form.reset();
    setEmailTaken(undefined);
    setFailure(undefined);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('pages.team.inviteForm.title')}
      busy={busy}
      onSubmit={() => void form.handleSubmit()}
      error={failure}
      cancelLabel={t('pages.team.inviteForm.cancel')}
      submitLabel={t('pages.team.inviteForm.submit')}
      submittingLabel={t('pages.team.inviteForm.submitting')}
      initialFocusEl={() => emailRef.current}
      finalFocusRef={finalFocusRef}
      // Opened from the command palette, the dialog mounts while the palette closes and hands focus back to
      // what had it: that focus moving "outside" must not close this dialog at once (a click outside still does).
      keepOnFocusOutside
    >
      <Text color="fg.muted" fontSize="sm">
        {t('pages.team.inviteForm.intro')}
      </Text>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={t('pages.team.inviteForm.email')}
            required
            disabled={busy}
            inputRef={emailRef}
            type="email"
            placeholder={t('pages.team.inviteForm.emailPlaceholder')}
            autoComplete="off"
            inputMode="email"
            spellCheck={false}
            error={emailTaken}
            onValueChange={() => setEmailTaken(undefined)}
          />
        )}
      </form.AppField>
      <form.Field name="role">
        {(field) => (
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="medium">
              {t('pages.team.inviteForm.role')}
            </Text>
            <ChoiceCards<UserRole>
              label={t('pages.team.inviteForm.role')}
              value={field.state.value}
              columns={{ base: '1fr', sm: '1fr 1fr' }}
              options={USER_ROLES.map((role) => ({
                value: role,
                title: t(`pages.team.roles.${role}`),
                description: t(`pages.team.roleDescriptions.${role}`),
              }))}
              onChange={(role) => field.handleChange(role)}
            />
          </Stack>
        )}
      </form.Field>
    </FormDialog>
  );
}
