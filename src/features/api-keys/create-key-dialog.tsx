import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';

import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import {
  CREATE_KEY_DEFAULTS,
  createKeyPayload,
  createKeySchema,
  firstError,
  KEY_DESCRIPTION_MAX,
  KEY_NAME_MAX,
} from './create-key-form';
import { isAnswerWithoutSecret } from './missing-secret';
import { SecretDoneButton } from './secret-done-button';
import { SecretReveal } from './secret-reveal';
import { useSingleFlight } from './single-flight';
import { useCreateKey } from './use-key-mutations';
import { useErrorMessage } from './use-error-message';
import { DialogCloseButton } from '@/ui/dialog-close-button';

interface CreateKeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the page's Create button). */
  finalFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Create an API key: name (required, the contract's length) and an optional description. The answer's
 * secret is then shown once in the same dialog; closing it drops the secret from this component, and the
 * list's cache only ever gets the key without it (use-key-mutations.ts).
 */
export function CreateKeyDialog({ open, onClose, finalFocusRef }: CreateKeyDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const errorMessage = useErrorMessage();
  const create = useCreateKey();
  const flight = useSingleFlight();
  const [secret, setSecret] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      createKeySchema({
        nameRequired: t('pages.apiKeys.form.nameRequired'),
        nameTooLong: t('pages.apiKeys.form.nameTooLong', { max: KEY_NAME_MAX }),
        descriptionTooLong: t('pages.apiKeys.form.descriptionTooLong', { max: KEY_DESCRIPTION_MAX }),
      }),
    [t],
  );

  const form = useForm({
    defaultValues: CREATE_KEY_DEFAULTS,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) =>
      flight.run(async () => {
        const answer = await create.mutateAsync({ data: createKeyPayload(value) }).catch(() => undefined);
        if (!answer) return; // the mutation's error is shown in the dialog
        setSecret(answer.key);
        create.reset(); // the mutation (and its answer with the secret) leaves the mutation cache
        formApi.reset();
        toaster.create({ type: 'success', title: t('pages.apiKeys.created', { name: answer.name }) });
      }),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const busy = submitting || create.isPending;

  useEffect(() => {
    if (secret) copyRef.current?.focus();
  }, [secret]);

  const close = () => {
    if (busy) return;
    create.reset();
    onClose();
  };
  // Once the dialog has gone (after its exit animation): the secret leaves memory, the form starts afresh.
  const forget = () => {
    setSecret(null);
    form.reset();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      initialFocusEl={() => nameRef.current}
      finalFocusEl={() => finalFocusRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy && secret === null}
      placement="center"
      lazyMount
      unmountOnExit
      onExitComplete={forget}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>
                {secret ? t('pages.apiKeys.secret.createdTitle') : t('pages.apiKeys.form.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {secret ? (
                <SecretReveal secret={secret} copyRef={copyRef} />
              ) : (
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
                          ? firstError(field.state.meta.errors)
                          : undefined;
                        return (
                          <Field.Root required invalid={error !== undefined} disabled={busy}>
                            <Field.Label>
                              {t('pages.apiKeys.form.name')}
                              <Field.RequiredIndicator />
                            </Field.Label>
                            <Input
                              ref={nameRef}
                              name={field.name}
                              value={field.state.value}
                              placeholder={t('pages.apiKeys.form.namePlaceholder')}
                              autoComplete="off"
                              onChange={(event) => field.handleChange(event.target.value)}
                              onBlur={field.handleBlur}
                            />
                            {error ? (
                              <Field.ErrorText>{error}</Field.ErrorText>
                            ) : (
                              <Field.HelperText>
                                {t('pages.apiKeys.form.nameHint', { max: KEY_NAME_MAX })}
                              </Field.HelperText>
                            )}
                          </Field.Root>
                        );
                      }}
                    </form.Field>
                    <form.Field name="description">
                      {(field) => {
                        const error = firstError(field.state.meta.errors);
                        return (
                          <Field.Root invalid={error !== undefined} disabled={busy}>
                            <Field.Label>{t('pages.apiKeys.form.description')}</Field.Label>
                            <Textarea
                              name={field.name}
                              value={field.state.value}
                              placeholder={t('pages.apiKeys.form.descriptionPlaceholder')}
                              autoresize
                              rows={2}
                              onChange={(event) => field.handleChange(event.target.value)}
                              onBlur={field.handleBlur}
                            />
                            <Field.ErrorText>{error}</Field.ErrorText>
                          </Field.Root>
                        );
                      }}
                    </form.Field>
                    {create.isError && (
                      <Text role="alert" color="fg.error" fontSize="sm">
                        {isAnswerWithoutSecret(create.error)
                          ? t('pages.apiKeys.secret.missingOnCreate')
                          : errorMessage(create.error)}
                      </Text>
                    )}
                  </form>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {secret ? (
                <SecretDoneButton onDone={close} />
              ) : (
                <>
                  <Button variant="outline" disabled={busy} onClick={close}>
                    {t('pages.apiKeys.form.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    form={formId}
                    disabled={busy}
                    loading={busy}
                    loadingText={t('pages.apiKeys.form.submitting')}
                  >
                    {t('pages.apiKeys.form.submit')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
