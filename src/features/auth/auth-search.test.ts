import { describe, expect, it } from 'vitest';

import { parseAuthSearch } from './auth-search';

describe('/auth search parameters', () => {
  it.each([
    [{ step: 1 }, { step: 1 }],
    [{ step: '1' }, { step: 1 }],
    [{ step: 4 }, { step: 4 }],
    [{ step: ' 2 ' }, { step: 2 }],
    [{ step: 0 }, {}],
    [{ step: 5 }, {}],
    [{ step: 1.5 }, {}],
    [{ step: 'one' }, {}],
    [{ step: '' }, {}],
    [{ step: null }, {}],
    [{ step: [1] }, {}],
    [{ step: { n: 1 } }, {}],
    [{}, {}],
    [{ step: 2, other: 'x' }, { step: 2 }],
  ])('%j -> %j', (search, expected) => {
    expect(parseAuthSearch(search)).toEqual(expected);
  });

  // TanStack Router merges the parser's result over the raw search: a key left out would keep its raw value.
  it('names `step` even when it is invalid, so the router cannot keep the raw value', () => {
    expect(Object.keys(parseAuthSearch({ step: 'one' }))).toEqual(['step']);
  });
});
