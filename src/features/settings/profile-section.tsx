import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { isApiError } from '@/api/api-error';
import { useUpdateUser } from '@/api/generated/endpoints/users/users';
import type { UserProfile } from '@/api/generated/model';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import {
  firstError,
  isProfileChanged,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  profileFieldOf,
  profilePayload,
  profileSchema,
  profileValues,
} from './profile-form';
import { SettingsSection } from './settings-section';
import { useErrorMessage } from './use-error-message';
import { storeSavedProfile } from '@/api/session/user-cache';

/**
 * Name and phone, saved with `PUT /v1/users/{id}`. Checked on every change; Save is off while nothing
 * changed or a save is running. A failed save keeps what was typed and says why in place (the catalogue's
 * message; a server field issue goes to its field).
 */
export function ProfileSection({ user }: { user: UserProfile }) {
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

  const form = useForm({
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
          <form.Field name="name">
            {(field) => {
              const error =
                firstError([field.state.meta.errorMap.onServer]) ??
                (field.state.meta.isTouched ? firstError(field.state.meta.errors) : undefined);
              return (
                <Field.Root required invalid={error !== undefined}>
                  <Field.Label>
                    {t('pages.settings.profile.name')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name={field.name}
                    value={field.state.value}
                    autoComplete="name"
                    onChange={(event) => {
                      // The server's verdict was on the old value.
                      field.setMeta((meta) => ({
                        ...meta,
                        errorMap: { ...meta.errorMap, onServer: undefined },
                      }));
                      field.handleChange(event.target.value);
                    }}
                    onBlur={field.handleBlur}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              );
            }}
          </form.Field>
          <Field.Root readOnly>
            <Field.Label>{t('pages.settings.profile.email')}</Field.Label>
            <Input value={user.email} readOnly type="email" bg="bg.muted" />
            <Field.HelperText>{t('pages.settings.profile.emailHint')}</Field.HelperText>
          </Field.Root>
          <form.Field name="phone">
            {(field) => {
              const error =
                firstError([field.state.meta.errorMap.onServer]) ??
                (field.state.meta.isTouched ? firstError(field.state.meta.errors) : undefined);
              return (
                <Field.Root invalid={error !== undefined}>
                  <Field.Label>{t('pages.settings.profile.phone')}</Field.Label>
                  <Input
                    name={field.name}
                    type="tel"
                    value={field.state.value}
                    autoComplete="tel"
                    inputMode="tel"
                    onChange={(event) => {
                      // The server's verdict was on the old value.
                      field.setMeta((meta) => ({
                        ...meta,
                        errorMap: { ...meta.errorMap, onServer: undefined },
                      }));
                      field.handleChange(event.target.value);
                    }}
                    onBlur={field.handleBlur}
                  />
                  {error ? (
                    <Field.ErrorText>{error}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('pages.settings.profile.phoneHint')}</Field.HelperText>
                  )}
                </Field.Root>
              );
            }}
          </form.Field>
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
