import { describe, expect, it, vi } from 'vitest';

import { createTranslator, type StringTree } from './translator';

const english = {
  greeting: 'Hello {{name}}',
  keys_one: '{{count}} key',
  keys_other: '{{count}} keys',
  tokens: '{{count, number}} tokens',
  only: { english: 'Only in English' },
  nested: { deeper: { leaf: 'Leaf' } },
};
const swedish = {
  greeting: 'Hej {{name}}',
  keys_one: '{{count}} nyckel',
  keys_other: '{{count}} nycklar',
  tokens: '{{count, number}} token',
};

function translator(lng = 'en') {
  return createTranslator({ lng, fallbackLng: 'en', resources: { en: english } });
}

describe('createTranslator: what the catalogues rely on (i18next’s defaults)', () => {
  it('looks a key up by its dot path and answers a missing key, or a key of a branch, with the key', () => {
    const i18n = translator();
    expect(i18n.t('nested.deeper.leaf')).toBe('Leaf');
    expect(i18n.t('nested.deeper')).toBe('nested.deeper');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('greeting.too.deep')).toBe('greeting.too.deep');
    expect(i18n.t('toString')).toBe('toString');
  });

  it('interpolates values; leaves a placeholder whose value was not passed, empties one passed as nothing', () => {
    const i18n = translator();
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.t('greeting', { name: 42 })).toBe('Hello 42');
    expect(i18n.t('greeting')).toBe('Hello {{name}}');
    expect(i18n.t('greeting', { name: undefined })).toBe('Hello ');
    expect(i18n.t('greeting', { name: null })).toBe('Hello ');
    // A value is text, never a placeholder to fill again.
    expect(i18n.t('greeting', { name: '{{name}}' })).toBe('Hello {{name}}');
  });

  it('picks the plural form by the language’s rules, and formats `{{count, number}}` in the language', () => {
    const i18n = translator();
    i18n.addResourceBundle('sv', 'translation', swedish);
    expect(i18n.t('keys', { count: 1 })).toBe('1 key');
    expect(i18n.t('keys', { count: 0 })).toBe('0 keys');
    expect(i18n.t('keys', { count: 2 })).toBe('2 keys');
    expect(i18n.t('tokens', { count: 1234567 })).toBe('1,234,567 tokens');
    expect(i18n.t('keys', { count: 1, lng: 'sv' })).toBe('1 nyckel');
    expect(i18n.t('keys', { count: 5, lng: 'sv' })).toBe('5 nycklar');
    expect(i18n.t('tokens', { count: 1234567, lng: 'sv' })).toBe('1\u00a0234\u00a0567 token');
    // A string given as a number but not a count: shown as it is.
    expect(i18n.t('greeting', { name: 1234 })).toBe('Hello 1234');
  });

  it('uses a `_zero` form for a count of 0 where the catalogue has one', () => {
    const i18n = createTranslator({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { items_zero: 'No items', items_one: 'One item', items_other: '{{count}} items' } },
    });
    expect(i18n.t('items', { count: 0 })).toBe('No items');
    expect(i18n.t('items', { count: 1 })).toBe('One item');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
  });

  it('falls back to English, string by string, and resolves the language once it has strings', () => {
    const i18n = translator();
    void i18n.changeLanguage('sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.resolvedLanguage).toBe('en'); // no Swedish yet
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');

    i18n.addResourceBundle('sv', 'translation', swedish);
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hej Ada');
    expect(i18n.t('only.english')).toBe('Only in English');
    // The Swedish plural rules pick the form; the English string is the fallback for a missing one.
    expect(i18n.t('keys', { count: 2 })).toBe('2 nycklar');
  });

  it('falls back for a plural string only English has: English forms, figures in the language asked for', () => {
    const i18n = createTranslator({
      lng: 'sv',
      fallbackLng: 'en',
      resources: {
        en: { rows_one: '{{count, number}} row', rows_other: '{{count, number}} rows' },
        sv: { other: 'Annat' },
      },
    });
    expect(i18n.t('rows', { count: 1 })).toBe('1 row');
    expect(i18n.t('rows', { count: 12345 })).toBe('12\u00a0345 rows');
    expect(i18n.exists('rows', { count: 2 })).toBe(true);
    expect(i18n.exists('rows')).toBe(false);
  });

  it('writes a value as text whatever its type', () => {
    const i18n = translator();
    expect(i18n.t('greeting', { name: true })).toBe('Hello true');
    expect(i18n.t('greeting', { name: 0 })).toBe('Hello 0');
    expect(i18n.t('tokens', { count: 1.5 })).toBe('1.5 tokens');
  });

  it('fixes a language with getFixedT, and follows the current one without', () => {
    const i18n = translator();
    i18n.addResourceBundle('sv', 'translation', swedish);
    const swedishT = i18n.getFixedT('sv');
    const currentT = i18n.getFixedT();
    expect(swedishT('greeting', { name: 'Ada' })).toBe('Hej Ada');
    expect(currentT('greeting', { name: 'Ada' })).toBe('Hello Ada');
    void i18n.changeLanguage('sv');
    expect(currentT('greeting', { name: 'Ada' })).toBe('Hej Ada');
    // A language asked for in the call wins over the fixed one, as in i18next.
    expect(swedishT('greeting', { name: 'Ada', lng: 'en' })).toBe('Hello Ada');
  });

  it('tells whether a string exists, in the language or its fallback', () => {
    const i18n = translator('sv');
    expect(i18n.exists('only.english')).toBe(true);
    expect(i18n.exists('nested.deeper')).toBe(false);
    expect(i18n.exists('missing')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
  });

  it('merges added strings deeply, keeping what is there unless told to overwrite, and copies them', () => {
    const i18n = translator();
    const part = { nested: { deeper: { other: 'Other' } }, greeting: 'Hi {{name}}' };
    i18n.addResourceBundle('en', 'translation', part, true, false);
    expect(i18n.t('nested.deeper.leaf')).toBe('Leaf');
    expect(i18n.t('nested.deeper.other')).toBe('Other');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');

    i18n.addResourceBundle('en', 'translation', { greeting: 'Hi {{name}}' }, true, true);
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hi Ada');

    part.nested.deeper.other = 'Changed afterwards';
    expect(i18n.t('nested.deeper.other')).toBe('Other');
    expect(english.nested.deeper).toEqual({ leaf: 'Leaf' }); // the module's constant untouched
  });

  it('ignores a prototype key in added strings', () => {
    const i18n = translator();
    i18n.addResourceBundle(
      'en',
      'translation',
      JSON.parse('{"__proto__": {"polluted": "yes"}}') as StringTree,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(i18n.t('__proto__.polluted')).toBe('__proto__.polluted');
  });

  it('tells its listeners of a language change and of strings added, and bumps its version for each', () => {
    const i18n = translator();
    const changed = vi.fn();
    const onChange = vi.fn();
    i18n.on('languageChanged', changed);
    const unsubscribe = i18n.subscribe(onChange);
    const before = i18n.version();

    void i18n.changeLanguage('sv');
    i18n.addResourceBundle('sv', 'translation', swedish);
    expect(changed).toHaveBeenCalledExactlyOnceWith('sv');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(i18n.version()).toBe(before + 2);

    unsubscribe();
    i18n.off('languageChanged', changed);
    void i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('answers changeLanguage with a `t` in the new language', async () => {
    const i18n = translator();
    i18n.addResourceBundle('sv', 'translation', swedish);
    const t = await i18n.changeLanguage('sv');
    expect(t('greeting', { name: 'Ada' })).toBe('Hej Ada');
  });
});
