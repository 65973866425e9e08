import { describe, expect, it } from 'vitest';

import { MAX_FILTER_LENGTH, parseApiKeysSearch, sortOf, sortSearch } from './api-keys-search';

const parse = (input: Record<string, unknown>) => parseApiKeysSearch(input);

describe('the /api-keys search params', () => {
  it('keeps valid values', () => {
    expect(parse({ q: 'prod', sort: 'name', dir: 'asc', create: true, usage: 12, days: 7 })).toEqual({
      q: 'prod',
      sort: 'name',
      dir: 'asc',
      create: true,
      usage: 12,
      days: 7,
    });
  });

  it('reads the command palette link /api-keys?create=true (boolean or string)', () => {
    expect(parse({ create: true }).create).toBe(true);
    expect(parse({ create: 'true' }).create).toBe(true);
  });

  it('drops what is invalid instead of failing the page', () => {
    expect(
      parse({ sort: 'price', dir: 'up', create: 'yes', usage: -3, days: 14, q: { nested: true } }),
    ).toEqual({});
    expect(parse({ usage: 'abc', days: '30' })).toEqual({});
    expect(parse({})).toEqual({});
  });

  it('a filter that the router read as a number is text again; a very long one is cut', () => {
    expect(parse({ q: 123 }).q).toBe('123');
    expect(parse({ q: 'x'.repeat(1_000) }).q).toHaveLength(MAX_FILTER_LENGTH);
  });

  it('usage ids arrive as numbers or strings', () => {
    expect(parse({ usage: '42' }).usage).toBe(42);
  });
});

describe('sortOf / sortSearch', () => {
  it('no params: newest first', () => {
    expect(sortOf({})).toEqual({ field: 'created', direction: 'desc' });
  });

  it('a column without a direction takes its natural one', () => {
    expect(sortOf({ sort: 'name' })).toEqual({ field: 'name', direction: 'asc' });
    expect(sortOf({ sort: 'lastUsed' })).toEqual({ field: 'lastUsed', direction: 'desc' });
    expect(sortOf({ sort: 'name', dir: 'desc' })).toEqual({ field: 'name', direction: 'desc' });
  });

  it('the default order leaves the address plain', () => {
    expect(sortSearch({ field: 'created', direction: 'desc' })).toEqual({ sort: undefined, dir: undefined });
    expect(sortSearch({ field: 'created', direction: 'asc' })).toEqual({ sort: 'created', dir: 'asc' });
  });
});

// TanStack Router merges the parser's result over the raw search: a key left out would keep its raw value.
it('names every key, undefined when invalid, so the router cannot keep a raw invalid value', () => {
  expect(Object.keys(parse({ sort: 'price', days: 14 }))).toEqual([
    'q',
    'sort',
    'dir',
    'create',
    'usage',
    'days',
  ]);
});
