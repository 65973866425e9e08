import { useStore } from '@tanstack/react-form';
import { useIntentKey } from '@/api/intent-key';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';

import { useTranslation } from '@/i18n';
import { FormDialog, useAppForm, useErrorMessage, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';
import { useFormDraft } from '@/session/form-drafts';

import {
  CREATE_KEY_DEFAULTS,
  createKeyPayload,
  createKeySchema,
  KEY_DESCRIPTION_MAX,
  KEY_NAME_MAX,
} from './create-key-form';
import { isAnswerWithoutSecret } from './missing-secret';
import { SecretDoneButton } from './secret-done-button';
import { SecretReveal } from './secret-reveal';
import { useCreateKey } from './use-key-mutations';

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

  // A retry after a lost answer is the same request: the platform creates the key once.
  const intent = useIntentKey();
  const form = useAppForm({
    defaultValues: CREATE_KEY_DEFAULTS,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) =>
      flight.run(async () => {
        const data = createKeyPayload(value);
        const answer = await create
          .mutateAsync({ data, headers: intent.headers(data) })
          .catch((error: unknown) => void intent.settle(data, error));
        if (!answer) return; // the mutation's error is shown in the dialog
        intent.settle(data);
        setSecret(answer.key);
        create.reset(); // the mutation (and its answer with the secret) leaves the mutation cache
        formApi.reset();
        toaster.create({ type: 'success', title: t('pages.apiKeys.created', { name: answer.name }) });
      }),
  });
  // Should the session end, what was typed waits for the user's return (never a created secret: the form
  // is gone by then).
  useFormDraft('apiKeys.create', { form, open: open && secret === null, intent });
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
    <FormDialog
      open={open}
      onClose={close}
      title={secret ? t('pages.apiKeys.secret.createdTitle') : t('pages.apiKeys.form.title')}
      busy={busy}
      onSubmit={() => void form.handleSubmit()}
      error={
        create.isError &&
        (isAnswerWithoutSecret(create.error)
          ? t('pages.apiKeys.secret.missingOnCreate')
          : errorMessage(create.error))
      }
      cancelLabel={t('pages.apiKeys.form.cancel')}
      submitLabel={t('pages.apiKeys.form.submit')}
      submittingLabel={t('pages.apiKeys.form.submitting')}
      footer={secret ? <SecretDoneButton onDone={close} /> : undefined}
      initialFocusEl={() => nameRef.current}
      finalFocusRef={finalFocusRef}
      closeOnInteractOutside={secret === null}
      onExitComplete={forget}
    >
      {secret ? (
        <SecretReveal secret={secret} copyRef={copyRef} />
      ) : (
        <>
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={t('pages.apiKeys.form.name')}
                required
                disabled={busy}
                inputRef={nameRef}
                placeholder={t('pages.apiKeys.form.namePlaceholder')}
                autoComplete="off"
                helperText={t('pages.apiKeys.form.nameHint', { max: KEY_NAME_MAX })}
              />
            )}
          </form.AppField>
          <form.AppField name="description">
            {(field) => (
              <field.TextareaField
                label={t('pages.apiKeys.form.description')}
                disabled={busy}
                placeholder={t('pages.apiKeys.form.descriptionPlaceholder')}
              />
            )}
          </form.AppField>
        </>
      )}
    </FormDialog>
  );
}
