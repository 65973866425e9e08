import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { isApiError } from '@/api/api-error';
import { useUpdateUser } from '@/api/generated/endpoints/users/users';
import type { SessionUser } from '@/api/session-user';
import { useTranslation } from '@/i18n';
import { fieldErrorText, useAppForm, useErrorMessage } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import {
  isProfileChanged,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  profileFieldOf,
  profilePayload,
  profileSchema,
  profileValues,
} from './profile-form';
import { SettingsSection } from './settings-section';
import { storeSavedProfile } from '@/session/user-cache';

/**
 * Name and phone, saved with `PUT /v1/users/{id}`. Checked on every change; Save is off while nothing
 * changed or a save is running. A failed save keeps what was typed and says why in place (the catalogue's
 * message; a server field issue goes to its field).
 */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const save = useUpdateUser({
    mutation: { onSuccess: (profile) => storeSavedProfile(queryClient, profile) },
  });

  const schema = useMemo(
    () =>
      profileSchema({
        nameRequired: t('pages.settings.profile.nameRequired'),
        nameTooLong: t('pages.settings.profile.nameTooLong', { max: PROFILE_NAME_MAX }),
        phoneTooLong: t('pages.settings.profile.phoneTooLong', { max: PROFILE_PHONE_MAX }),
        phoneInvalid: t('pages.settings.profile.phoneInvalid'),
      }),
    [t],
  );
  // A newer profile from the server replaces the fields only while the user has not typed in them.
  const { name, phone } = user;
  const defaultValues = useMemo(() => profileValues({ name, phone }), [name, phone]);

  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const profile = await save.mutateAsync({ id: user.id, data: profilePayload(value) });
        formApi.reset(profileValues(profile));
        toaster.create({ type: 'success', title: t('pages.settings.profile.saved') });
      } catch (error) {
        for (const issue of isApiError(error) ? error.fieldIssues : []) {
          const field = profileFieldOf(issue.path);
          if (field) {
            formApi.setFieldMeta(field, (meta) => ({
              ...meta,
              errorMap: { ...meta.errorMap, onServer: issue.message },
            }));
          }
        }
      }
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const busy = submitting || save.isPending;
  const changed = isProfileChanged(values, user);
  // Only an unsaved change waits for the user's return should the session end: the profile itself is the
  // platform's to keep, not this tab's.
  useFormDraft('settings.profile', { form, open: true, worthKeeping: changed, subject: user.id });
  // The server's verdict was on the old value: typing drops it.
  const clearServerError = (field: 'name' | 'phone') => () =>
    form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));

  return (
    <SettingsSection
      title={t('pages.settings.profile.title')}
      description={t('pages.settings.profile.description')}
    >
      <Stack asChild gap="5" maxW="lg">
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={t('pages.settings.profile.name')}
                required
                autoComplete="name"
                error={fieldErrorText(field.state.meta.errorMap.onServer)}
                onValueChange={clearServerError('name')}
              />
            )}
          </form.AppField>
          <Field.Root readOnly>
            <Field.Label>{t('pages.settings.profile.email')}</Field.Label>
            <Input value={user.email} readOnly type="email" bg="bg.muted" />
            <Field.HelperText>{t('pages.settings.profile.emailHint')}</Field.HelperText>
          </Field.Root>
          <form.AppField name="phone">
            {(field) => (
              <field.TextField
                label={t('pages.settings.profile.phone')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                helperText={t('pages.settings.profile.phoneHint')}
                error={fieldErrorText(field.state.meta.errorMap.onServer)}
                onValueChange={clearServerError('phone')}
              />
            )}
          </form.AppField>
          {save.isError && !busy && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('pages.settings.profile.saveFailed', { message: errorMessage(save.error) })}
            </Text>
          )}
          <Flex>
            <Button
              type="submit"
              disabled={!changed || busy}
              loading={busy}
              loadingText={t('pages.settings.profile.saving')}
            >
              {t('pages.settings.profile.save')}
            </Button>
          </Flex>
        </form>
      </Stack>
    </SettingsSection>
  );
}
