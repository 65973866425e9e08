import { LOCAL_STORAGE_KEYS } from '@/config';

export const SUPPORTED_LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * localStorage key of the chosen interface language (also read by index.html's pre-paint script, and by its
 * preload script to pick the build's strings chunks for it).
 */
export const LANGUAGE_STORAGE_KEY = LOCAL_STORAGE_KEYS.language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show for a code the platform sends (an open string: `sv`, `en_US`, `sv-SE`, `de`): the code
 * itself when offered, else its base language, else the browser's, else English.
 */
export function offeredLanguage(
  code: string | null | undefined,
  browser: readonly string[] = browserLanguages(),
): Language {
  for (const candidate of [code, ...browser]) {
    if (!candidate) continue;
    if (isLanguage(candidate)) return candidate;
    const base = candidate.split(/[-_]/, 1)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function browserLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

export function readStoredLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (privacy mode): fall back to the default
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/**
 * The locale numbers and money are written in, per interface language: English numbers in English
 * (`1.5M`, `1,234.50`; Ireland's, an English of the euro), Swedish in Swedish (`1,5 mn`, `1 234,50`). Dates stay sv-SE whatever the language
 * (spec section 1; `DATE_LOCALE`).
 */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IE', sv: 'sv-SE' };

/** Each language's name in itself (endonym), as language pickers show it; also short labels. */
export const LANGUAGE_NAMES: Record<Language, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  sv: { name: 'Svenska', short: 'SV' },
};
