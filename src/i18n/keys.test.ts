import { describe, expect, it } from 'vitest';

import { i18n } from './i18n';

// The compiler checks every call against the English catalogue: each `@ts-expect-error` below fails the type
// check (`npm run typecheck`) the day that call compiles.
describe('t is checked against the English catalogue', () => {
  const t = i18n.getFixedT('en');

  it('takes the values a string names, a number for `{{name, number}}` and `count` for a plural', () => {
    expect(t('pages.apiKeys.list.noMatches', { query: 'prod' })).toBe('No key matches "prod".');
    expect(t('pages.apiKeys.list.matching', { count: 1, total: 3 })).toBe('1 of 3 keys matches');
    expect(t('pages.apiKeys.title')).toBe('API Keys');
  });

  it('refuses a key the catalogue lacks, a misspelt or missing value, a string for a number, no count', () => {
    // @ts-expect-error: no such key
    expect(t('pages.apiKeys.nothing')).toBe('pages.apiKeys.nothing');
    // @ts-expect-error: `query` misspelt, so the placeholder stays
    expect(t('pages.apiKeys.list.noMatches', { qurey: 'prod' })).toBe('No key matches "{{query}}".');
    // @ts-expect-error: the string needs `query`
    expect(t('pages.apiKeys.list.noMatches')).toBe('No key matches "{{query}}".');
    // @ts-expect-error: `total` is formatted as a number
    expect(t('pages.apiKeys.list.matching', { count: 1, total: '3' })).toBe('1 of 3 keys matches');
    // @ts-expect-error: a plural string needs `count`
    expect(t('pages.apiKeys.list.count')).toBe('pages.apiKeys.list.count');
  });
});
