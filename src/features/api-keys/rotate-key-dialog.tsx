import { Dialog } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';

import type { ApiKeyAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';
import { FormDialog, useErrorMessage, useSingleFlight } from '@/ui/form';
import { toaster } from '@/ui/toaster';

import { isAnswerWithoutSecret } from './missing-secret';
import { SecretDoneButton } from './secret-done-button';
import { SecretReveal } from './secret-reveal';
import { useRotateKey } from './use-key-mutations';

interface RotateKeyDialogProps {
  /** The key to rotate; null when closed. */
  apiKey: ApiKeyAsRead | null;
  onClose: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Rotate a key: a confirmation that the current secret stops working at once, then the new secret shown
 * once, as on create. Closing drops the secret.
 */
export function RotateKeyDialog({ apiKey, onClose, finalFocusRef }: RotateKeyDialogProps) {
  const { t } = useTranslation();
  const copyRef = useRef<HTMLButtonElement>(null);
  const errorMessage = useErrorMessage();
  const rotate = useRotateKey(apiKey ?? undefined);
  const flight = useSingleFlight();
  const [secret, setSecret] = useState<string | null>(null);
  // The name stays in the title while the dialog animates out.
  const [shown, setShown] = useState(apiKey);
  if (apiKey && apiKey !== shown) setShown(apiKey);
  const busy = rotate.isPending;

  useEffect(() => {
    if (secret) copyRef.current?.focus();
  }, [secret]);

  const confirm = () =>
    void flight.run(async () => {
      if (!apiKey) return;
      const answer = await rotate.mutateAsync({ id: apiKey.id }).catch(() => undefined);
      if (!answer) return;
      setSecret(answer.key);
      rotate.reset();
      toaster.create({ type: 'success', title: t('pages.apiKeys.rotate.done', { name: answer.name }) });
    });

  const close = () => {
    if (busy) return;
    rotate.reset();
    onClose();
  };

  const name = shown?.name ?? '';
  return (
    <FormDialog
      open={apiKey !== null}
      onClose={close}
      alert
      title={
        secret ? t('pages.apiKeys.secret.rotatedTitle', { name }) : t('pages.apiKeys.rotate.title', { name })
      }
      busy={busy}
      onSubmit={confirm}
      error={
        rotate.isError &&
        (isAnswerWithoutSecret(rotate.error)
          ? t('pages.apiKeys.secret.missingOnRotate')
          : errorMessage(rotate.error))
      }
      cancelLabel={t('pages.apiKeys.rotate.cancel')}
      submitLabel={t('pages.apiKeys.rotate.confirm')}
      submittingLabel={t('pages.apiKeys.rotate.pending')}
      submitColorPalette="orange"
      footer={secret ? <SecretDoneButton onDone={close} /> : undefined}
      finalFocusRef={finalFocusRef}
      closeOnInteractOutside={secret === null}
      // Once the dialog has gone (after its exit animation), the secret leaves memory.
      onExitComplete={() => setSecret(null)}
      gap="4"
    >
      {secret ? (
        <SecretReveal secret={secret} copyRef={copyRef} />
      ) : (
        <Dialog.Description>{t('pages.apiKeys.rotate.body')}</Dialog.Description>
      )}
    </FormDialog>
  );
}
