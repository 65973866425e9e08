import { createInstance, type i18n as I18next } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Catalogue } from './catalogue';
import { firstScreenEn } from './first-screen.en';
import type { Strings, TFunction } from './keys';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';

/**
 * Strings arrive in parts, so a visitor's first load carries only the first screen's, in one language
 * (docs/performance.md, "Theme and strings"); unit tests load them all (all-strings.ts). Every part's strings
 * go into i18next's one `translation` namespace (deep merge), so keys do not say which part holds them.
 */

/** A catalogue, or a part of one: strings at any depth. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** Some of a catalogue's keys, at any depth (what a lazily loaded part adds). */
type Part<T> = { [Key in keyof T]?: T[Key] extends string ? T[Key] : Part<T[Key]> };

/** The languages other than English: their strings of a part are fetched, or bundled by the part. */
type Translation = Exclude<Language, 'en'>;

const NAMESPACE = 'translation';

// A fresh instance per module (not i18next's default one), so a test that reloads this module starts anew.
const instance = createInstance({
  // A copy: strings added later merge into it, and the module's constant stays as it is.
  resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: structuredClone(firstScreenEn) } },
  lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // Strings are added explicitly before they are needed, so the instance is ready at once.
  initAsync: false,
  // React escapes what it renders; escaping here would show `&amp;` and the like.
  interpolation: { escapeValue: false },
  // A key that names a branch of the catalogue shows as the key, as a missing one does, never a sentence
  // about objects.
  returnedObjectHandler: (key: string) => key,
  // A component renders again when the language changes or strings are added (a part, a fetched language);
  // nothing suspends, as every part's strings are there before it renders.
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
});
void instance.use(initReactI18next).init();

/** The console's i18next instance, its `t` checked against the English catalogue (keys.ts). */
export const i18n = instance as unknown as Omit<I18next, 't' | 'getFixedT'> & {
  readonly t: TFunction;
  readonly getFixedT: (language?: string | null) => TFunction;
};

function addLanguageStrings(language: Language, strings: StringTree): void {
  const first = !instance.hasResourceBundle(language, NAMESPACE);
  // Deep merge, keeping strings already there; i18next copies nothing, so merge into a copy to keep the
  // modules' constants as they are.
  instance.addResourceBundle(language, NAMESPACE, structuredClone(strings), true, false);
  // i18next resolves the language when it changes: a language whose first strings arrive after it was
  // chosen (the stored one at start) becomes the one shown now.
  if (first && instance.language === language) void instance.changeLanguage(language);
}

/**
 * What each part of the console fetches in a language other than English, when that language is in use.
 * English ships with the part (the first screen's with the app, a lazily loaded part's with its chunk,
 * `addStrings`), so an English visitor's first load carries no other language.
 */
const TRANSLATIONS: Record<
  StringsPart | 'firstScreen',
  Partial<Record<Translation, () => Promise<StringTree>>>
> = {
  firstScreen: { sv: () => import('./first-screen.sv').then((module) => module.firstScreenSv) },
  signedIn: { sv: () => import('./signed-in.sv').then((module) => module.signedInSv) },
};

/** The parts whose other languages are fetched before they render (`loadStringsPart`). */
export type StringsPart = 'signedIn';

const partsInUse = new Set<StringsPart>();
const loading = new Map<string, Promise<void>>();

function loadPart(part: StringsPart | 'firstScreen', language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let pending = loading.get(key);
  if (!pending) {
    const fetch = language === 'en' ? undefined : TRANSLATIONS[part][language];
    pending = (fetch?.() ?? Promise.resolve(undefined)).then(
      (strings) => strings && addLanguageStrings(language, strings),
    );
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * A lazily loaded part's strings, at the top level of a module of its chunk, so they are there before any of
 * its components renders: its English, and either its other languages too (a small part bundles them) or
 * none (they are fetched in the active language only, `TRANSLATIONS` and `loadStringsPart`).
 */
export function addStrings<Area extends Part<Strings>>(
  strings: { en: Area } & { [L in Translation]?: Catalogue<Area> },
): void {
  for (const language of SUPPORTED_LANGUAGES) {
    const part: StringTree | undefined = strings[language];
    if (part) addLanguageStrings(language, part);
  }
}

/**
 * Before a part renders: its strings in the language the console is in. From then on, switching language
 * fetches the part's strings too. Should the fetch fail, the part shows in English, the fallback language
 * (the promise still resolves).
 */
export function loadStringsPart(
  part: StringsPart,
  language: Language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE,
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
 * Every part's strings in `language`, bundled by the caller (all-strings.ts, for unit tests): nothing in that
 * language is fetched after it.
 */
export function addBundledLanguage(language: Language, strings: StringTree): void {
  addLanguageStrings(language, strings);
  for (const part of Object.keys(TRANSLATIONS)) loading.set(`${part}:${language}`, Promise.resolve());
}

/** Before the first render: the strings of the language the console starts in (the stored one). */
export function loadStartLanguage(): Promise<void> {
  return loadLanguage(isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE);
}

function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectLanguage(instance.language);
instance.on('languageChanged', (language) => {
  reflectLanguage(language);
  // A direct i18n.changeLanguage() without changeLanguage() below: fetch the strings now (English shows
  // meanwhile, as the fallback language).
  if (isLanguage(language)) void loadLanguage(language).catch(() => undefined);
});

/** The active interface language (one of the supported ones). */
export function currentLanguage(): Language {
  const active = instance.resolvedLanguage ?? instance.language;
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
  if (change === latestChange) await instance.changeLanguage(language);
}
