/** What every row of the key table shows besides the key itself: texts, dates and the action icons. */

import { ChartColumn, RefreshCw, Trash2 } from 'lucide-react';
import { useMemo } from 'react';

import type { ApiKeyAsRead } from '@/api/as-read';
import { formatDate, useTranslation } from '@/i18n';

/** The row's texts, translated once per language rather than in every row as it scrolls into view. */
export interface RowTexts {
  usageOf: (name: string) => string;
  rotateKey: (name: string) => string;
  revokeKey: (name: string) => string;
  neverUsed: string;
  notGiven: string;
  active: string;
  inactive: string;
}

const NAME_SLOT = '\u0000';

export function useRowTexts(): RowTexts {
  const { t } = useTranslation();
  return useMemo(() => {
    // The translation with a marker where the name goes, split once: then each row only joins strings.
    const withName = (key: 'usageOf' | 'rotateKey' | 'revokeKey') => {
      const [before = '', after = ''] = t(`pages.apiKeys.list.${key}`, { name: NAME_SLOT }).split(NAME_SLOT);
      return (name: string) => `${before}${name}${after}`;
    };
    return {
      usageOf: withName('usageOf'),
      rotateKey: withName('rotateKey'),
      revokeKey: withName('revokeKey'),
      neverUsed: t('pages.apiKeys.list.neverUsed'),
      notGiven: t('pages.apiKeys.list.notGiven'),
      active: t('pages.apiKeys.list.active'),
      inactive: t('pages.apiKeys.list.inactive'),
    };
  }, [t]);
}

// A key's dates as shown, formatted once per key object (rows mount again and again while scrolling).
const shownDates = new WeakMap<ApiKeyAsRead, { created: string; lastUsed: string | null }>();
export function datesOf(key: ApiKeyAsRead) {
  let dates = shownDates.get(key);
  if (!dates) {
    dates = { created: formatDate(key.created), lastUsed: key.lastUsed ? formatDate(key.lastUsed) : null };
    shownDates.set(key, dates);
  }
  return dates;
}

export const ACTION_ICONS = { usage: ChartColumn, rotate: RefreshCw, revoke: Trash2 } as const;
export type Action = keyof typeof ACTION_ICONS;
