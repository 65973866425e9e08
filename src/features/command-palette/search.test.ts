import { describe, expect, it } from 'vitest';

import { matchRank, normaliseQuery, searchEntries, type Searchable } from './search';

const entries: Searchable[] = [
  { title: 'API Keys', description: 'Create, rotate and revoke API keys', keywords: ['tokens', 'secrets'] },
  { title: 'Models', description: 'Browse and test the available models', keywords: ['llm', 'chat'] },
  { title: 'Team', description: 'Members and invitations', keywords: ['users', 'people'] },
  { title: 'llama-3.1-8b-instruct', description: 'Chat model by meta', keywords: ['meta', 'chat', 'eu'] },
  { title: 'Anna Lindqvist', description: 'anna@example.se', keywords: ['member'] },
  { title: 'Production key', description: null, keywords: ['sk-eu-3f9a'] },
  { title: 'Settings', keywords: ['profile', 'preferences'] },
];
const titles = (query: string, list = entries) => searchEntries(list, query).map((entry) => entry.title);

describe('searchEntries', () => {
  it('matches nothing for an empty or blank query', () => {
    expect(searchEntries(entries, '')).toEqual([]);
    expect(searchEntries(entries, '   \t ')).toEqual([]);
  });

  it('ignores case in the query and in the entries', () => {
    expect(titles('MODELS')).toEqual(['Models']);
    expect(titles('anna LINDQVIST')).toEqual(['Anna Lindqvist']);
    expect(titles('ApI kEyS')).toContain('API Keys');
  });

  it('searches the title, the description and the keywords', () => {
    expect(titles('revoke')).toEqual(['API Keys']); // description only
    expect(titles('secrets')).toEqual(['API Keys']); // keyword only
    expect(titles('sk-eu-3f9a')).toEqual(['Production key']); // keyword of an entry without description
    expect(titles('invitations')).toEqual(['Team']);
  });

  it('finds substrings, not only prefixes', () => {
    expect(titles('struct')).toEqual(['llama-3.1-8b-instruct']);
    expect(titles('dqvi')).toEqual(['Anna Lindqvist']);
  });

  it('ranks title matches before keyword and description matches', () => {
    // "chat" is a keyword of Models and of llama, and in llama's description; no title holds it.
    expect(titles('chat')).toEqual(['Models', 'llama-3.1-8b-instruct']);
    // "key": a title word of "API Keys" and of "Production key" (prefix of a later word), in
    // descriptions of others.
    expect(titles('key')).toEqual(['API Keys', 'Production key']);
    expect(titles('team')).toEqual(['Team']);
  });

  it('orders exact title, title prefix, title word, title substring, keyword prefix, other text', () => {
    const list: Searchable[] = [
      { title: 'Mixtral', description: 'mention of gem here' }, // text substring
      { title: 'Gemma runner' }, // title prefix
      { title: 'Big gem' }, // title word
      { title: 'Sapphire', keywords: ['gemstone'] }, // keyword prefix
      { title: 'Agemo' }, // title substring
      { title: 'GEM' }, // exact
    ];
    expect(titles('gem', list)).toEqual(['GEM', 'Gemma runner', 'Big gem', 'Agemo', 'Sapphire', 'Mixtral']);
    expect(list.map((entry) => matchRank(entry, 'gem'))).toEqual([
      'text-substring',
      'title-prefix',
      'title-word',
      'keyword-prefix',
      'title-substring',
      'title-exact',
    ]);
  });

  it('keeps the input order within a rank (stable)', () => {
    const list: Searchable[] = [{ title: 'Beta page' }, { title: 'Alpha page' }, { title: 'Gamma page' }];
    expect(titles('page', list)).toEqual(['Beta page', 'Alpha page', 'Gamma page']);
  });

  it('finds every word of a multi-word query in any field and order, after whole-phrase hits', () => {
    expect(titles('meta instruct')).toEqual(['llama-3.1-8b-instruct']);
    expect(titles('people team')).toEqual(['Team']);
    expect(titles('meta nothing')).toEqual([]);
    const list: Searchable[] = [{ title: 'Key for prod', keywords: ['api'] }, { title: 'API key' }];
    expect(titles('api key', list)).toEqual(['API key', 'Key for prod']);
  });

  it('collapses whitespace in the query', () => {
    expect(normaliseQuery('  API   Keys\t')).toBe('api keys');
    expect(titles('  api   keys ')).toEqual(['API Keys']);
  });

  it('never matches across two fields', () => {
    // title "Team" + description "Members…" must not make "teammembers" match.
    expect(titles('teammembers')).toEqual([]);
    expect(titles('modelsbrowse')).toEqual([]);
  });

  it('honours a limit, keeping the best results', () => {
    expect(searchEntries(entries, 'e', { limit: 2 })).toHaveLength(2);
    expect(searchEntries(entries, 'models', { limit: 1 }).map((e) => e.title)).toEqual(['Models']);
    expect(searchEntries(entries, 'e', { limit: 0 })).toEqual([]);
  });

  it('returns the entries themselves, with their own fields', () => {
    const list = [{ title: 'Overview', id: 'page:/', extra: 42 }];
    const [hit] = searchEntries(list, 'over');
    expect(hit).toBe(list[0]);
  });

  it('sees a changed list (the index is per array)', () => {
    const first: Searchable[] = [{ title: 'Alpha' }];
    expect(titles('alpha', first)).toEqual(['Alpha']);
    const second: Searchable[] = [{ title: 'Beta' }];
    expect(titles('alpha', second)).toEqual([]);
    expect(titles('beta', second)).toEqual(['Beta']);
  });

  it('handles non-Latin letters and regex characters literally', () => {
    const list: Searchable[] = [
      { title: 'Översikt', description: 'Användning och plånbok' },
      { title: 'a+b (test) [x]*' },
    ];
    expect(titles('ÖVERSIKT', list)).toEqual(['Översikt']);
    expect(titles('plånbok', list)).toEqual(['Översikt']);
    expect(titles('(test) [x]*', list)).toEqual(['a+b (test) [x]*']);
    expect(titles('.*', list)).toEqual([]);
  });
});
