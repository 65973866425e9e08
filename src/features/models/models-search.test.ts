import { describe, expect, it } from 'vitest';

import { formatCompareIds, modelsSearchSchema, parseCompareIds } from './models-search';

const parse = (search: Record<string, unknown>) => modelsSearchSchema.parse(search);

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
