import { describe, expect, it } from 'vitest';

import { MAX_MEMBER_QUERY_LENGTH, parseTeamSearch as parse } from './team-search';

describe('team search params', () => {
  it('opens the invite dialog from ?invite=true (the command palette’s link)', () => {
    expect(parse({ invite: true })).toEqual({ invite: true });
    expect(parse({ invite: 'true' })).toEqual({ invite: true });
    expect(parse({ invite: 'yes' }).invite).toBeUndefined();
    expect(parse({ invite: false }).invite).toBeUndefined();
  });

  it('keeps a search and a known role; drops the rest instead of failing', () => {
    expect(parse({ q: 'erik', role: 'admin' })).toEqual({ q: 'erik', role: 'admin' });
    expect(parse({ q: 1234 }).q).toBe('1234');
    expect(parse({ q: '   ', role: 'owner' })).toEqual({});
    expect(parse({ q: { nested: true }, role: ['admin'], other: 'x' })).toEqual({});
    expect(parse({ q: 'x'.repeat(1000) }).q).toHaveLength(MAX_MEMBER_QUERY_LENGTH);
  });
});

// TanStack Router merges the parser's result over the raw search: a key left out would keep its raw value.
it('names every key, undefined when invalid, so the router cannot keep a raw invalid value', () => {
  expect(Object.keys(parse({ role: 'owner', invite: 'yes' }))).toEqual(['q', 'role', 'invite']);
});
