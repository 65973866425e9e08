import type { Plugin } from 'vite';

import { authEn } from '../../src/i18n/auth.en.ts';
import { authSv } from '../../src/i18n/auth.sv.ts';

/** The placeholders in index.html for the loading spinner's name in each language. */
export const LOADING_LABELS: Record<string, string> = {
  __LOADING_LABEL_EN__: authEn.loading,
  __LOADING_LABEL_SV__: authSv.loading,
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the loading spinner's names from the catalogues, the one source of the console's words. */
export function fillLoadingLabels(html: string): string {
  return Object.entries(LOADING_LABELS).reduce(
    (filled, [placeholder, label]) => filled.replaceAll(placeholder, escapeAttribute(label)),
    html,
  );
}

/** Names index.html's loading spinner in English and Swedish, in the dev server and the build alike. */
export function loadingLabels(): Plugin {
  return {
    name: 'console-loading-labels',
    transformIndexHtml: { order: 'pre', handler: fillLoadingLabels },
  };
}
