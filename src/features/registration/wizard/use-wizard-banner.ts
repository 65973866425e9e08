import { useCallback, useEffect, useRef, useState } from 'react';
import { VAT_AUTOFILL_MESSAGE_DURATION_MS } from '@/config';
import type { Banner } from '../registration-errors';
import type { Translate } from '../registration-form';

/** A banner with its own id: a new message, even the same text, is a new banner (it fades in again). */
export type ShownBanner = Banner & { readonly id: number };

/** The wizard's one banner: what it shows, and the auto-fill message going away after 3 s (spec section 9). */
export function useWizardBanner(t: Translate, restored: boolean) {
  const [banner, setBanner] = useState<ShownBanner | null>(
    restored ? { message: t('registration.wizard.draftRestored'), tone: 'info', id: 0 } : null,
  );
  const nextId = useRef(1);
  const showBanner = useCallback((next: Banner | null) => {
    setBanner(next ? { ...next, id: nextId.current++ } : null);
  }, []);

  useEffect(() => {
    if (!banner || banner.message !== t('registration.wizard.company.autoFilled')) return;
    const timer = window.setTimeout(
      () => setBanner((b) => (b?.id === banner.id ? null : b)),
      VAT_AUTOFILL_MESSAGE_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [banner, t]);

  return { banner, showBanner };
}
