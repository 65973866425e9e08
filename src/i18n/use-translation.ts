import { useMemo, useSyncExternalStore } from 'react';

import { i18n } from './i18n';

/**
 * The strings in the console's language: `t` changes identity, and the component renders again, when the
 * language changes or strings are added (a lazily loaded part's, a language fetched on switch).
 * `lng` pins one language (the maintenance screen's Swedish line).
 */
export function useTranslation(_namespace?: undefined, options: { lng?: string } = {}) {
  const version = useSyncExternalStore(i18n.subscribe, i18n.version);
  const { lng } = options;
  // `version` is a dependency on purpose: a new `t` after every change re-runs memos that use it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(lng), [lng, version]);
  return { t, i18n };
}
