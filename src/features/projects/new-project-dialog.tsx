import { Button, Dialog, Field, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { Info } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';

import { PROJECT_CREATION_SIMULATED_DELAY_MS } from '@/config';
import { useTranslation } from '@/i18n';

import {
  hasProjectName,
  NEW_PROJECT_DEFAULTS,
  newProjectSchema,
  PROJECT_ENVIRONMENTS,
  PROJECT_TEAMS,
} from './project-form';
import { DialogCloseButton } from '@/ui/dialog-close-button';

interface NewProjectDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function errorText(errors: readonly unknown[]): string | undefined {
  const [first] = errors;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') {
    return first.message;
  }
  return undefined;
}

/**
 * The New Project dialog (spec section 2), loaded lazily by `<NewProjectDialog />`. Creating a project
 * is only simulated: a 1.5 s wait, no server call, then the form resets and the dialog closes. While
 * that runs the dialog is busy: submit shows its progress and the dialog cannot be dismissed.
 */
export default function NewProjectDialogBody({ open, onOpenChange }: NewProjectDialogBodyProps) {
  const { t } = useTranslation();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => newProjectSchema(t('shell.newProject.nameRequired')), [t]);

  const form = useForm({
    defaultValues: NEW_PROJECT_DEFAULTS,
    validators: { onChange: schema },
    onSubmit: async ({ formApi }) => {
      await wait(PROJECT_CREATION_SIMULATED_DELAY_MS);
      formApi.reset();
      onOpenChange(false);
    },
  });
  const busy = useStore(form.store, (state) => state.isSubmitting);

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) form.reset(); // every opening starts from an empty form
    onOpenChange(next);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => changeOpen(details.open)}
      initialFocusEl={() => nameRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>{t('shell.newProject.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="5">
                <form
                  id={formId}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void form.handleSubmit();
                  }}
                >
                  <form.Field name="name">
                    {(field) => {
                      const error = field.state.meta.isTouched
                        ? errorText(field.state.meta.errors)
                        : undefined;
                      return (
                        <Field.Root required invalid={error !== undefined} disabled={busy}>
                          <Field.Label>
                            {t('shell.newProject.name')}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Input
                            ref={nameRef}
                            name={field.name}
                            value={field.state.value}
                            placeholder={t('shell.newProject.namePlaceholder')}
                            autoComplete="off"
                            onChange={(event) => field.handleChange(event.target.value)}
                            onBlur={field.handleBlur}
                          />
                          <Field.ErrorText>{error}</Field.ErrorText>
                        </Field.Root>
                      );
                    }}
                  </form.Field>

                  <form.Field name="team">
                    {(field) => (
                      <Field.Root disabled={busy}>
                        <Field.Label>{t('shell.newProject.team')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            name={field.name}
                            value={field.state.value}
                            onChange={(event) => {
                              const team = PROJECT_TEAMS.find((option) => option === event.target.value);
                              if (team) field.handleChange(team);
                            }}
                            onBlur={field.handleBlur}
                          >
                            {PROJECT_TEAMS.map((team) => (
                              <option key={team} value={team}>
                                {t(`shell.newProject.teams.${team}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                  </form.Field>

                  <form.Field name="environment">
                    {(field) => (
                      <Field.Root disabled={busy}>
                        <Field.Label>{t('shell.newProject.environment')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            name={field.name}
                            value={field.state.value}
                            onChange={(event) => {
                              const environment = PROJECT_ENVIRONMENTS.find(
                                (option) => option === event.target.value,
                              );
                              if (environment) field.handleChange(environment);
                            }}
                            onBlur={field.handleBlur}
                          >
                            {PROJECT_ENVIRONMENTS.map((environment) => (
                              <option key={environment} value={environment}>
                                {t(`shell.newProject.environments.${environment}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                  </form.Field>

                  <HStack align="flex-start" gap="3" p="3" rounded="md" bg="bg.muted" color="fg.muted">
                    <Info aria-hidden size={16} style={{ flexShrink: 0, marginTop: '2px' }} />
                    <Text fontSize="sm">{t('shell.newProject.note')}</Text>
                  </HStack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
                {t('shell.newProject.cancel')}
              </Button>
              <form.Subscribe selector={(state) => state.values.name}>
                {(name) => (
                  <Button
                    type="submit"
                    form={formId}
                    disabled={!hasProjectName(name) || busy}
                    loading={busy}
                    loadingText={t('shell.newProject.submitting')}
                  >
                    {t('shell.newProject.submit')}
                  </Button>
                )}
              </form.Subscribe>
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
