import { beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_FEATURE_FLAGS, PAGES, resolveFeatureFlags } from '@/config';
import { i18n } from '@/i18n';

import {
  actionEntries,
  apiKeyEntries,
  memberEntries,
  modelEntries,
  pageEntries,
  type PaletteEntry,
} from './entries';
import { groupResults } from './group-results';
import {
  COMMAND_PALETTE_RECENT_STORAGE_KEY,
  freshenRecentEntries,
  readRecentEntries,
  RECENT_ENTRY_LIMIT,
  rememberEntry,
} from './recent';
import { searchEntries } from './search';
import { apiKey, member, model } from './test-fixtures';

const t = i18n.getFixedT('en');
const flags = (overrides: Parameters<typeof resolveFeatureFlags>[0]) => resolveFeatureFlags(overrides);

describe('palette entries', () => {
  /** The registry's palette pages whose flag is on by default, in its order, as the palette names them. */
  const defaultPages = PAGES.filter((page) => page.palette && page.enabledByDefault);

  it('lists the registry’s pages that are on, in its order, with their routes', () => {
    expect(pageEntries(t, DEFAULT_FEATURE_FLAGS).map((e) => [e.title, e.target])).toEqual(
      defaultPages.map((page) => [t(`pages.${page.id}.title`), { kind: 'navigate', to: page.path }]),
    );
    // Spec section 2's six, Billing & Usage among them though not in the side menu.
    expect(defaultPages).toHaveLength(6);
    expect(pageEntries(t, DEFAULT_FEATURE_FLAGS).map((e) => e.title)).toContain('Billing & Usage');
  });

  it('leaves out pages (and their actions) whose flag is off', () => {
    const off = ['team', 'billing', 'apiKeys'] as const;
    const someOff = flags({ team: false, billing: false, apiKeys: false });
    expect(pageEntries(t, someOff).map((e) => e.title)).toEqual(
      defaultPages
        .filter((page) => !(off as readonly string[]).includes(page.id))
        .map((page) => t(`pages.${page.id}.title`)),
    );
    expect(actionEntries(t, someOff).map((e) => e.id)).not.toContain('action:createApiKey');
    expect(actionEntries(t, someOff).map((e) => e.id)).not.toContain('action:inviteMember');
  });

  it('offers Invite member only to a role that may invite', () => {
    const ids = (invite: boolean) => actionEntries(t, DEFAULT_FEATURE_FLAGS, [], { invite }).map((e) => e.id);
    expect(ids(true)).toContain('action:inviteMember');
    expect(ids(false)).not.toContain('action:inviteMember');
    expect(ids(false)).toContain('action:createApiKey');
  });

  it('lists no database while their flag is off, and the Databases page once it is on', () => {
    const titles = (entries: PaletteEntry[]) => entries.map((e) => e.title);
    expect(titles(pageEntries(t, DEFAULT_FEATURE_FLAGS))).not.toContain('Databases');
    expect(pageEntries(t, flags({ databases: true })).at(-1)).toEqual({
      id: 'page:/databases',
      group: 'pages',
      title: 'Databases',
      description: 'Managed databases.',
      keywords: ['postgres', 'storage', 'vector'],
      target: { kind: 'navigate', to: '/databases' },
    });
  });

  it('offers the actions: create key, invite, the three themes, sign out', () => {
    expect(actionEntries(t, DEFAULT_FEATURE_FLAGS).map((e) => [e.title, e.target])).toEqual([
      ['Create API key', { kind: 'navigate', to: '/api-keys', search: { create: true } }],
      ['Invite member', { kind: 'navigate', to: '/team', search: { invite: true } }],
      ['Switch to light theme', { kind: 'theme', theme: 'light' }],
      ['Switch to dark theme', { kind: 'theme', theme: 'dark' }],
      ['Use system theme', { kind: 'theme', theme: 'system' }],
      ['Sign out', { kind: 'navigate', to: '/signout' }],
    ]);
  });

  it('lists only models priced for both input and output, opening them on /models', () => {
    const entries = modelEntries(t, [
      model('priced'),
      model('no-output', { pricing: { input: 1, output: null } }),
      model('no-input', { pricing: { output: 1 } }),
      model('no-pricing', { pricing: undefined }),
      model('free', { pricing: { input: 0, output: 0 } }),
      model('embed', { model_type: 'embedding', owned_by: 'baai' }),
    ]);
    expect(entries.map((e) => e.title)).toEqual(['priced', 'free', 'embed']);
    expect(entries[0]?.target).toEqual({ kind: 'navigate', to: '/models', search: { model: 'priced' } });
    expect(entries[2]?.description).toBe('Embedding model by baai');
  });

  it('describes keys by description or prefix and members by email', () => {
    const keys = apiKeyEntries(t, [apiKey(1, 'CI', { description: 'Pipelines' }), apiKey(2, 'Shop')]);
    expect(keys.map((e) => e.description)).toEqual(['Pipelines', 'Key sk-eu-2f9a…']);
    expect(keys[1]?.keywords).toEqual(['sk-eu-2f9a']);
    const members = memberEntries([
      member(1, 'Anna', 'anna@example.se'),
      member(2, '', 'no.name@example.se'),
    ]);
    expect(members.map((e) => [e.title, e.description, e.target])).toEqual([
      ['Anna', 'anna@example.se', { kind: 'navigate', to: '/team' }],
      ['no.name@example.se', 'no.name@example.se', { kind: 'navigate', to: '/team' }],
    ]);
  });

  it('uses the interface language', () => {
    const sv = i18n.getFixedT('sv');
    expect(pageEntries(sv, DEFAULT_FEATURE_FLAGS)[0]?.title).toBe('Översikt');
    expect(searchEntries(pageEntries(sv, DEFAULT_FEATURE_FLAGS), 'fakturering').map((e) => e.title)).toEqual([
      'Fakturering och användning',
    ]);
  });
});

describe('groupResults', () => {
  const entry = (id: string, group: PaletteEntry['group']): PaletteEntry => ({
    id,
    group,
    title: id,
    target: { kind: 'navigate', to: '/' },
  });

  it('groups in rank order of each group’s best result, recent first, with a flat keyboard order', () => {
    const { sections, flat } = groupResults(
      [entry('m1', 'members'), entry('p1', 'pages'), entry('m2', 'members'), entry('a1', 'actions')],
      [entry('r1', 'pages')],
    );
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.id), s.offset])).toEqual([
      ['recent', ['r1'], 0],
      ['members', ['m1', 'm2'], 1],
      ['pages', ['p1'], 3],
      ['actions', ['a1'], 4],
    ]);
    expect(flat.map((e) => e.id)).toEqual(['r1', 'm1', 'm2', 'p1', 'a1']);
  });
});

describe('recent entries', () => {
  beforeEach(() => localStorage.clear());
  const page = (n: number): PaletteEntry => ({
    id: `page:/p${n}`,
    group: 'pages',
    title: `Page ${n}`,
    target: { kind: 'navigate', to: `/p${n}` },
  });

  it('keeps the last five chosen, newest first, each once', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) rememberEntry(page(n));
    rememberEntry(page(4));
    expect(readRecentEntries().map((e) => e.id)).toEqual([
      'page:/p4',
      'page:/p6',
      'page:/p5',
      'page:/p3',
      'page:/p2',
    ]);
    expect(RECENT_ENTRY_LIMIT).toBe(5);
  });

  it('drops malformed or unsafe stored values instead of failing', () => {
    localStorage.setItem(COMMAND_PALETTE_RECENT_STORAGE_KEY, '{not json');
    expect(readRecentEntries()).toEqual([]);
    localStorage.setItem(
      COMMAND_PALETTE_RECENT_STORAGE_KEY,
      JSON.stringify([
        { ...page(1), target: { kind: 'navigate', to: '//evil.example' } },
        { ...page(2), target: { kind: 'navigate', to: 'https://evil.example' } },
        { ...page(3), target: { kind: 'navigate', to: '/\\evil.example' } },
        { ...page(4), target: { kind: 'theme', theme: 'neon' } },
        { ...page(5), group: 'recent' },
        page(6),
      ]),
    );
    expect(readRecentEntries().map((e) => e.id)).toEqual(['page:/p6']);
  });

  it('shows the current version of an entry that still exists', () => {
    const stored = [{ ...page(1), title: 'Old name' }, page(2)];
    const current = new Map([['page:/p1', page(1)]]);
    expect(freshenRecentEntries(stored, current).map((e) => e.title)).toEqual(['Page 1', 'Page 2']);
  });

  it('leaves out an entry leading into a section switched off since it was chosen', () => {
    const team: PaletteEntry = { ...page(1), id: 'page:/team', target: { kind: 'navigate', to: '/team' } };
    const invite: PaletteEntry = {
      ...page(2),
      id: 'action:inviteMember',
      target: { kind: 'navigate', to: '/team', search: { invite: true } },
    };
    const stored = [team, invite, page(3)];
    expect(freshenRecentEntries(stored, new Map(), flags({ team: false })).map((e) => e.id)).toEqual([
      'page:/p3',
    ]);
    expect(freshenRecentEntries(stored, new Map(), DEFAULT_FEATURE_FLAGS)).toHaveLength(3);
  });
});
