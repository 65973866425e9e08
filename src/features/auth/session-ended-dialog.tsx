import { lazy } from 'react';

import { useSessionEnded } from '@/api/session-end';
import { useTranslation } from '@/i18n';
import { LazyDialog } from '@/ui/chunk-error';

// Loaded when a session ends: the answer that ended it shows the network works, so the code comes too.
const Body = lazy(() =>
  import('./session-ended-dialog-body').then((module) => ({ default: module.SessionEndedDialogBody })),
);

/** Mounted once in the signed-in shell: opens when any call says the session has ended (api/session-end.ts). */
export function SessionEndedDialog() {
  const { t } = useTranslation();
  const ended = useSessionEnded();
  return (
    // It cannot be closed: there is nothing to go back to without a session.
    <LazyDialog open={ended} title={t('shell.sessionEnded.title')} onClose={() => undefined}>
      {(shown) => <Body open={shown} />}
    </LazyDialog>
  );
}
