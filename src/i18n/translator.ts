/**
 * The console's string lookup: the part of i18next it used (dot-path keys, a fallback language, `{{name}}`
 * and `{{count, number}}` interpolation, plural keys by `Intl.PluralRules`, strings added at run time, a
 * language-changed event), small because every first load carries it (docs/performance.md, "Theme and
 * strings"). The behaviour follows i18next's defaults, so the catalogues keep its format.
 */

/** A catalogue, or a part of one: strings at any depth. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** Interpolated values; `count` also picks the plural form; `lng` translates into another language. */
export interface TranslateOptions {
  readonly count?: number;
  readonly lng?: string;
  readonly [name: string]: string | number | boolean | null | undefined;
}

export type TranslatorEvent = 'languageChanged' | 'added';

interface MutableTree {
  [key: string]: string | MutableTree;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A copy of `source` merged into `target`; where both hold a string, `overwrite` says whose stays. */
function mergeInto(target: MutableTree, source: StringTree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (typeof value === 'string') {
      if (existing === undefined || overwrite) target[key] = value;
    } else if (typeof existing === 'object') {
      mergeInto(existing, value, overwrite);
    } else if (existing === undefined || overwrite) {
      const copy: MutableTree = {};
      mergeInto(copy, value, true);
      target[key] = copy;
    }
  }
}

function lookup(tree: MutableTree | undefined, key: string): string | undefined {
  let node: string | MutableTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export interface TranslatorOptions {
  readonly lng: string;
  readonly fallbackLng: string;
  readonly resources?: Readonly<Record<string, StringTree>>;
}

export function createTranslator({ lng, fallbackLng, resources = {} }: TranslatorOptions) {
  const bundles = new Map<string, MutableTree>();
  const listeners = new Map<TranslatorEvent, Set<(language: string) => void>>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let version = 0;

  const emit = (event: TranslatorEvent, language: string) => {
    version += 1;
    for (const listener of [...(listeners.get(event) ?? [])]) listener(language);
  };

  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (language: string) => {
    let format = numberFormats.get(language);
    if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
    return format;
  };

  const plural = (language: string, count: number) => {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  };

  /** The string for `key` in `language`, else in the fallback language; plural forms first, as i18next. */
  const find = (key: string, language: string, count: number | undefined) => {
    for (const code of language === fallbackLng ? [language] : [language, fallbackLng]) {
      const bundle = bundles.get(code);
      if (count !== undefined) {
        const forms = [`${key}_${plural(code, count)}`];
        if (count === 0) forms.unshift(`${key}_zero`);
        for (const form of forms) {
          const found = lookup(bundle, form);
          if (found !== undefined) return found;
        }
      }
      const found = lookup(bundle, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const interpolate = (text: string, options: TranslateOptions, language: string) =>
    text.replace(PLACEHOLDER, (placeholder, inner: string) => {
      const [name = '', format] = inner.split(',').map((part) => part.trim());
      if (!Object.hasOwn(options, name)) return placeholder; // i18next leaves a value not passed
      const value = options[name];
      if (value == null) return '';
      if (format === 'number' && typeof value === 'number') return numberFormat(language).format(value);
      return String(value);
    });

  const translator = {
    /** The language asked for last (the fallback's strings show where its own are missing). */
    language: lng,
    /** The language whose strings show: the asked-for one once it has any, else the fallback. */
    resolvedLanguage: lng as string | undefined,

    /** The string for `key`, interpolated; the key itself when no language has it (as i18next). */
    t: (key: string, options: TranslateOptions = {}): string => {
      const language = options.lng ?? translator.language;
      const count = typeof options.count === 'number' ? options.count : undefined;
      const found = find(key, language, count);
      return found === undefined ? key : interpolate(found, options, language);
    },

    /** A `t` that always translates into `language` (or the current language, if none). */
    getFixedT: (language?: string | null) => {
      return (key: string, options: TranslateOptions = {}) =>
        translator.t(key, language && !options.lng ? { ...options, lng: language } : options);
    },

    exists: (key: string, options: TranslateOptions = {}): boolean => {
      const count = typeof options.count === 'number' ? options.count : undefined;
      return find(key, options.lng ?? translator.language, count) !== undefined;
    },

    hasResourceBundle: (language: string, _namespace = 'translation'): boolean => {
      return bundles.has(language);
    },

    /** Deep-merges strings into a language (copied); `overwrite` false keeps the strings already there. */
    addResourceBundle: (
      language: string,
      _namespace: string,
      strings: StringTree,
      _deep = true,
      overwrite = false,
    ) => {
      let bundle = bundles.get(language);
      if (!bundle) bundles.set(language, (bundle = {}));
      mergeInto(bundle, strings, overwrite);
      resolve();
      emit('added', language);
      return translator;
    },

    /** Switches at once (every string is added by the caller) and tells the listeners. */
    changeLanguage: (language: string) => {
      translator.language = language;
      resolve();
      emit('languageChanged', language);
      return Promise.resolve(translator.getFixedT());
    },

    on: (event: TranslatorEvent, listener: (language: string) => void) => {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return translator;
    },

    off: (event: TranslatorEvent, listener: (language: string) => void) => {
      listeners.get(event)?.delete(listener);
      return translator;
    },

    /** For useSyncExternalStore: a number that changes with every language change and strings added. */
    version: () => version,
    subscribe: (onChange: () => void) => {
      translator.on('languageChanged', onChange).on('added', onChange);
      return () => void translator.off('languageChanged', onChange).off('added', onChange);
    },
  };

  function resolve() {
    translator.resolvedLanguage = bundles.has(translator.language) ? translator.language : fallbackLng;
  }

  for (const [language, strings] of Object.entries(resources)) {
    const bundle: MutableTree = {};
    mergeInto(bundle, strings, true);
    bundles.set(language, bundle);
  }
  resolve();
  return translator;
}

export type Translator = ReturnType<typeof createTranslator>;
