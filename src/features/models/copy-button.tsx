import { Button, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { Check, Copy, X } from 'lucide-react';
import { useEffect, useState } from 'react';

import { useTranslation } from '@/i18n';

/** How long "Copied" shows. */
const FEEDBACK_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text with the browser's clipboard and says so (visibly and to screen readers). */
function useCopy(text: string) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { state, copy };
}

interface CopyButtonProps {
  text: string;
  /** What the button copies, e.g. "Copy model ID". */
  label: string;
  /** An icon-only button (the label is its accessible name). */
  iconOnly?: boolean;
}

export function CopyButton({ text, label, iconOnly = false }: CopyButtonProps) {
  const { t } = useTranslation();
  const { state, copy } = useCopy(text);
  const Icon = state === 'copied' ? Check : state === 'failed' ? X : Copy;
  const feedback =
    state === 'copied'
      ? t('pages.models.detail.copied')
      : state === 'failed'
        ? t('pages.models.detail.copyFailed')
        : '';
  return (
    <>
      {iconOnly ? (
        <IconButton aria-label={label} title={label} size="xs" variant="ghost" onClick={copy}>
          <Icon aria-hidden />
        </IconButton>
      ) : (
        // The visible word ("Copy") is part of the accessible name ("Copy model ID").
        <Button size="xs" variant="outline" onClick={copy} aria-label={label}>
          <Icon aria-hidden />
          {feedback || t('pages.models.detail.copy')}
        </Button>
      )}
      <VisuallyHidden aria-live="polite">{feedback}</VisuallyHidden>
    </>
  );
}
