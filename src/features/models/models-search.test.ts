import { describe, expect, it } from 'vitest';

import { formatCompareIds, parseCompareIds, parseModelsSearch } from './models-search';

const parse = (search: Record<string, unknown>) => parseModelsSearch(search);

describe('the Models page search params', () => {
  it('keeps valid values', () => {
    expect(
      parse({
        q: 'llama',
        type: 'embedding',
        tag: 'multilingual',
        sort: 'price-desc',
        model: 'bge-m3',
        compare: 'a,b',
      }),
    ).toEqual({
      q: 'llama',
      type: 'embedding',
      tag: 'multilingual',
      sort: 'price-desc',
      model: 'bge-m3',
      compare: 'a,b',
    });
  });

  it('drops what is missing or blank', () => {
    expect(parse({})).toEqual({});
    expect(parse({ q: '   ', tag: '' })).toEqual({ q: undefined, tag: undefined });
  });

  it('falls back to "not set" for invalid values instead of failing', () => {
    expect(
      parse({ type: 'vision', sort: 'cheapest', q: { nested: true }, model: ['a'], compare: false }),
    ).toEqual({
      type: undefined,
      sort: undefined,
      q: undefined,
      model: undefined,
      compare: undefined,
    });
  });

  it('takes a number the router parsed back as text', () => {
    expect(parse({ model: 123, q: 7 })).toEqual({ model: '123', q: '7' });
  });

  it('keeps an empty compare (the view is open, nothing chosen yet)', () => {
    expect(parse({ compare: '' })).toEqual({ compare: '' });
  });
});

describe('compare ids', () => {
  it('are distinct, trimmed and at most three', () => {
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(' a , b,,a,c,d')).toEqual(['a', 'b', 'c']);
    expect(formatCompareIds(['a', '', 'b'])).toBe('a,b');
  });
});

// TanStack Router merges the parser's result over the raw search: a key left out would keep its raw value.
it('names every key, undefined when invalid, so the router cannot keep a raw invalid value', () => {
  expect(Object.keys(parse({ type: 'vision', sort: 'cheapest' }))).toEqual([
    'q',
    'type',
    'tag',
    'sort',
    'model',
    'compare',
  ]);
});
