import type { Catalogue } from './catalogue';
import type { en } from './en';
import { firstScreenEn } from './first-screen.en';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';
import type { TFunction } from './keys';
import { createTranslator, type StringTree, type Translator } from './translator';

/**
 * Strings arrive in parts, so a visitor's first load carries only the first screen's, in one language
 * (docs/performance.md, "Theme and strings"); unit tests load them all (all-strings.ts).
 */

type Strings = StringTree;

/** Some of a catalogue's keys, at any depth (what a lazily loaded part adds). */
type Part<T> = { [Key in keyof T]?: T[Key] extends string ? T[Key] : Part<T[Key]> };

// What is bundled is there before the first render; the rest is added explicitly (the translator copies
// what it is given, so later strings never merge into the modules' constants).
const translator = createTranslator({
  resources: { [DEFAULT_LANGUAGE]: firstScreenEn },
  lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
});

/** The console's translator, its `t` checked against the English catalogue (keys.ts). */
export const i18n = translator as Omit<Translator, 't' | 'getFixedT'> & {
  readonly t: TFunction;
  readonly getFixedT: (language?: string | null) => TFunction;
};

/**
 * Adds strings in one language (deep merge): a lazily loaded part's English, at the top level of a module
 * of its chunk (its other languages arrive through `loadStringsPart`).
 */
export function addLanguageStrings(language: Language, strings: Strings): void {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}

/**
 * What each part of the console fetches in a language other than English. English ships with the part: the
 * first screen's with the app, a lazily loaded part's with its chunk. The other languages' are fetched in
 * the active language only, so an English visitor's first load carries no Swedish.
 */
const TRANSLATIONS: Record<StringsPart | 'firstScreen', Partial<Record<Language, () => Promise<Strings>>>> = {
  firstScreen: { sv: () => import('./first-screen.sv').then((module) => module.firstScreenSv) },
  signedIn: { sv: () => import('./signed-in.sv').then((module) => module.signedInSv) },
};

/** The parts that load their strings before they render (`loadStringsPart`). */
export type StringsPart = 'signedIn';

const partsInUse = new Set<StringsPart>();
const loading = new Map<string, Promise<void>>();

function loadPart(part: StringsPart | 'firstScreen', language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = (TRANSLATIONS[part][language]?.() ?? Promise.resolve(undefined)).then(
      (strings) => strings && addLanguageStrings(language, strings),
    );
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Before a part renders: its strings in the language the console is in. From then on, switching language
 * fetches the part's strings too. Should the fetch fail, the part shows in English, the fallback language
 * (the promise still resolves).
 */
export function loadStringsPart(
  part: StringsPart,
  language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
): Promise<void> {
  partsInUse.add(part);
  return loadPart(part, language).catch(() => undefined);
}

/**
 * Makes sure the strings in `language` of every part in use are there (fetched once; a failure may be
 * retried). Only the first screen's failing fails it: another part then shows in English until it loads.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadPart('firstScreen', language),
    ...[...partsInUse].map((part) => loadStringsPart(part, language)),
  ]);
}

/**
 * Strings in `language` bundled by the caller (all-strings.ts, which gives every part's): no part's strings
 * in that language are fetched after it.
 */
export function addBundledLanguage(language: Language, strings: Strings): void {
  addLanguageStrings(language, strings);
  for (const part of Object.keys(TRANSLATIONS)) loading.set(`${part}:${language}`, Promise.resolve());
}

/** Before the first render: the strings of the language the console starts in (the stored one). */
export function loadStartLanguage(): Promise<void> {
  return loadLanguage(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

/**
 * Adds the strings of a part of the console that loads lazily, in every language, to the one `translation`
 * namespace (deep merge). Call it at the top level of a module of that part's chunk, so the strings are
 * there before any of its components renders.
 */
export function addStrings<Area extends Part<typeof en>>(strings: { en: Area; sv: Catalogue<Area> }): void {
  for (const language of SUPPORTED_LANGUAGES) addLanguageStrings(language, strings[language]);
}

function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  reflectLanguage(language);
  // A direct i18n.changeLanguage() without changeLanguage() below: fetch the strings now (English shows
  // meanwhile, as the fallback language).
  if (isLanguage(language)) void loadLanguage(language).catch(() => undefined);
});

/** The active interface language (one of the supported ones). */
export function currentLanguage(): Language {
  const active = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(active) ? active : DEFAULT_LANGUAGE;
}

let latestChange = 0;

/**
 * Switches the interface language once its strings are there, and remembers it in localStorage. The choice
 * made last wins: a switch whose strings arrive after a later switch is dropped.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const change = ++latestChange;
  storeLanguage(language);
  await loadLanguage(language);
  if (change === latestChange) await i18n.changeLanguage(language);
}
