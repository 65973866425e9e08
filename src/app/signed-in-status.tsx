import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

import { isApiError } from '@/api/api-error';
import { AuthStatusError } from '@/features/auth';
import { GenericErrorScreen } from '@/ui/errors';
import { useTranslation } from '@/i18n';
import { ChunkErrorState, isChunkLoadError } from '@/ui/chunk-error';
import { LoadingSpinner } from '@/ui/loading-spinner';

/** The signed-in app while the user loads (spec section 2): the spinner index.html showed first. */
export function SignedInPending() {
  const { t } = useTranslation();
  return <LoadingSpinner label={t('auth.loading')} />;
}

/**
 * The signed-in app could not start: the auth status call failed (its Try again runs the guard again), or
 * the app's own code could not load. Anything else is the generic error screen.
 */
export function SignedInError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isChunkLoadError(error)) return <ChunkErrorState fullScreen />;
  if (!isApiError(error)) return <GenericErrorScreen />;
  return (
    <AuthStatusError
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
