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
});
