import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { firstScreenEn } from './first-screen.en';
import type { TranslateOptions } from './keys';
import { shellAppEn } from './shell-app.en';
import { shellAppSv } from './shell-app.sv';
import { sv } from './sv';

// The console's own loading of strings (src/test/setup.ts gives every other test the whole catalogue): a
// fresh i18n module each, as a visitor's first load gets it.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('strings in parts', () => {
  it('starts with the first screen in English only, and fetches Swedish when switching to it', async () => {
    const { i18n, changeLanguage } = await freshI18n();
    expect(i18n.t('auth.signIn.welcome')).toBe('Welcome back');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
    expect(i18n.exists('pages.overview.title')).toBe(false); // the signed-in app's, not loaded

    await changeLanguage('sv');
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka');
    expect(localStorage.getItem('language')).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
  });

  it('starts in the stored language once its strings are there (before the first render)', async () => {
    localStorage.setItem('language', 'sv');
    const { i18n, loadStartLanguage } = await freshI18n();
    expect(i18n.language).toBe('sv');
    await loadStartLanguage();
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka');
  });

  it('fetches the strings when the language is changed on i18next directly (English meanwhile)', async () => {
    const { i18n } = await freshI18n();
    await i18n.changeLanguage('sv');
    await vi.waitFor(() => expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka'));
    expect(i18n.resolvedLanguage).toBe('sv');
  });

  it('adds a part’s strings in every language, merged into the keys already there', async () => {
    const { i18n, addStrings, changeLanguage } = await freshI18n();
    addStrings({ en: { shell: shellAppEn }, sv: { shell: shellAppSv } });
    expect(i18n.t('shell.commandPalette.label')).toBe('Command palette');
    expect(i18n.t('shell.maintenance.title')).toBe('Underhållsläge'); // kept
    await changeLanguage('sv');
    expect(i18n.t('shell.commandPalette.label')).toBe('Kommandopalett');
    expect(i18n.t('shell.pageError.retry')).toBe('Försök igen');
    expect(Object.keys(firstScreenEn.shell)).not.toContain('commandPalette'); // the module's constant untouched
  });

  it('brings only English with the signed-in app: an English visitor fetches no Swedish for it', async () => {
    const { i18n, loadStringsPart } = await freshI18n();
    await import('./signed-in-strings');
    await loadStringsPart('signedIn');
    expect(i18n.t('pages.databases.title')).toBe('Databases');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
  });

  it('fetches the signed-in app’s Swedish before it renders when Swedish is the stored language', async () => {
    localStorage.setItem('language', 'sv');
    const { i18n, loadStartLanguage, loadStringsPart } = await freshI18n();
    await loadStartLanguage();
    await import('./signed-in-strings');
    expect(i18n.t('pages.databases.title')).toBe('Databases'); // not there yet: the fallback
    await loadStringsPart('signedIn');
    expect(i18n.t('pages.databases.title')).toBe('Databaser');
    expect(i18n.t('shell.commandPalette.label')).toBe('Kommandopalett');
    expect(i18n.t('errors.codes.PAYMENT_FAILED')).toBe(sv.errors.codes.PAYMENT_FAILED);
  });

  it('keeps the language chosen last when an earlier choice’s strings arrive after it', async () => {
    vi.doMock('./first-screen.sv', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return vi.importActual('./first-screen.sv');
    });
    const { i18n, changeLanguage } = await freshI18n();
    const toSwedish = changeLanguage('sv');
    await changeLanguage('en');
    await toSwedish;
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('auth.signIn.welcome')).toBe('Welcome back');
    vi.doUnmock('./first-screen.sv');
  });

  it('switching to Swedish in the signed-in app brings its strings before the language changes', async () => {
    const { i18n, loadStringsPart, changeLanguage } = await freshI18n();
    await import('./signed-in-strings');
    await loadStringsPart('signedIn');
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('pages.databases.title')));
    await changeLanguage('sv');
    expect(seen).toEqual(['Databaser']);
    expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka');
  });

  it('shows the signed-in app in English when its Swedish cannot be fetched, and fetches it again later', async () => {
    localStorage.setItem('language', 'sv');
    vi.doMock('./signed-in.sv', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { i18n, loadStringsPart } = await freshI18n();
    await import('./signed-in-strings');
    await expect(loadStringsPart('signedIn')).resolves.toBeUndefined();
    expect(i18n.t('pages.databases.title')).toBe('Databases');

    vi.doUnmock('./signed-in.sv');
    await loadStringsPart('signedIn');
    expect(i18n.t('pages.databases.title')).toBe('Databaser');
  });

  it('switches to Swedish when the signed-in app’s Swedish cannot be fetched: that part stays English', async () => {
    vi.doMock('./signed-in.sv', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { i18n, loadStringsPart, changeLanguage } = await freshI18n();
    await import('./signed-in-strings');
    await loadStringsPart('signedIn');
    await changeLanguage('sv');
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka');
    expect(i18n.t('pages.databases.title')).toBe('Databases');

    // The switch itself tried once more (i18next's languageChanged); a later navigation fetches them.
    vi.doUnmock('./signed-in.sv');
    await vi.waitFor(async () => {
      await loadStringsPart('signedIn');
      expect(i18n.t('pages.databases.title')).toBe('Databaser');
    });
  });
});

// How the console's i18next instance answers (i18n.ts's options): what the catalogues rely on. A fresh
// instance each, with strings of the test's own, so no catalogue change moves these.
async function i18nWithTestStrings() {
  const { i18n } = await freshI18n();
  i18n.addResourceBundle('en', 'translation', {
    greeting: 'Hello {{name}}',
    keys_one: '{{count}} key',
    keys_other: '{{count}} keys',
    items_zero: 'No items',
    items_one: 'One item',
    items_other: '{{count}} items',
    rows_one: '{{count, number}} row',
    rows_other: '{{count, number}} rows',
    markup: 'Fish & <chips> for {{name}}',
    only: { english: 'Only in English' },
    nested: { deeper: { leaf: 'Leaf' } },
  });
  // Keys of the test's own: `t` unchecked.
  const t = i18n.t as unknown as (key: string, values?: TranslateOptions) => string;
  return { i18n, t };
}

describe('looking strings up', () => {
  it('finds a key by its dot path, and answers a missing key, or a branch, with the key', async () => {
    const { t } = await i18nWithTestStrings();
    expect(t('nested.deeper.leaf')).toBe('Leaf');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('greeting.too.deep')).toBe('greeting.too.deep');
    expect(t('nested.deeper')).toBe('nested.deeper');
  });

  it('adds a part’s strings without changing the module that holds them', async () => {
    const { addStrings, i18n } = await freshI18n();
    const english = { pages: { databases: { title: 'Databases' } } } as const;
    const later = { pages: { databases: { intro: 'Managed databases.' } } } as const;
    addStrings({ en: english });
    addStrings({ en: later });
    expect(i18n.t('pages.databases.intro')).toBe('Managed databases.');
    expect(english).toEqual({ pages: { databases: { title: 'Databases' } } });
    expect(later).toEqual({ pages: { databases: { intro: 'Managed databases.' } } });
  });

  it('interpolates values as text: unescaped, never filled again, a value not passed left as it is', async () => {
    const { t } = await i18nWithTestStrings();
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greeting', { name: 42 })).toBe('Hello 42');
    expect(t('greeting', { name: '{{name}}' })).toBe('Hello {{name}}');
    expect(t('markup', { name: 'A & B' })).toBe('Fish & <chips> for A & B');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('greeting', { name: null })).toBe('Hello ');
    expect(t('greeting', { name: undefined })).toBe('Hello ');
  });

  it('picks the plural form by the language’s rules, `_zero` for 0 where there is one', async () => {
    const { t } = await i18nWithTestStrings();
    expect(t('keys', { count: 1 })).toBe('1 key');
    expect(t('keys', { count: 0 })).toBe('0 keys');
    expect(t('keys', { count: 2 })).toBe('2 keys');
    expect(t('items', { count: 0 })).toBe('No items');
    expect(t('items', { count: 1 })).toBe('One item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('writes `{{name, number}}` in the language shown, also in an English string shown for want of Swedish', async () => {
    const { i18n, t } = await i18nWithTestStrings();
    expect(t('rows', { count: 1234567 })).toBe('1,234,567 rows');
    i18n.addResourceBundle('sv', 'translation', { greeting: 'Hej {{name}}' });
    await i18n.changeLanguage('sv');
    expect(t('rows', { count: 12345 })).toBe('12\u00a0345 rows');
    expect(t('rows', { count: 1 })).toBe('1 row');
  });

  it('falls back to English string by string, and shows a language once its first strings arrive', async () => {
    const { i18n, t } = await i18nWithTestStrings();
    await i18n.changeLanguage('sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.resolvedLanguage).toBe('en'); // no Swedish yet
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');

    i18n.addResourceBundle('sv', 'translation', {
      greeting: 'Hej {{name}}',
      keys_other: '{{count}} nycklar',
    });
    await i18n.changeLanguage('sv');
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(t('greeting', { name: 'Ada' })).toBe('Hej Ada');
    expect(t('only.english')).toBe('Only in English');
    expect(t('keys', { count: 2 })).toBe('2 nycklar');
  });

  it('translates into a language asked for, with getFixedT or `lng`, whatever the console is in', async () => {
    const { i18n, t } = await i18nWithTestStrings();
    i18n.addResourceBundle('sv', 'translation', { greeting: 'Hej {{name}}' });
    const swedish = i18n.getFixedT('sv') as unknown as typeof t;
    expect(swedish('greeting', { name: 'Ada' })).toBe('Hej Ada');
    expect(t('greeting', { name: 'Ada', lng: 'sv' })).toBe('Hej Ada');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(swedish('greeting', { name: 'Ada', lng: 'en' })).toBe('Hello Ada');
  });

  it('adds strings under a `__proto__` key without reaching every object’s prototype', async () => {
    const { i18n } = await i18nWithTestStrings();
    i18n.addResourceBundle('en', 'translation', JSON.parse('{"__proto__": {"polluted": "yes"}}') as object);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
