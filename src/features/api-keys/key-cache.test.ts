import { describe, expect, it } from 'vitest';

import type { CreateApiKeyResponse } from '@/api/generated/model';

import { listedKey, withKeyAdded, withKeyRemoved, withKeyReplaced } from './key-cache';
import { listedApiKey } from './test-fixtures';

const SECRET = 'sk-eu-0123456789abcdef0123456789abcdef';
const answer: CreateApiKeyResponse = {
  id: 9,
  name: 'CI',
  description: 'GitHub Actions',
  key: SECRET,
  prefix: 'sk-eu-0123',
  created: '2026-11-22T10:00:00Z',
};

describe('listedKey', () => {
  it('a created key: listed fields only, never the secret', () => {
    const listed = listedKey(answer);
    expect(listed).toEqual({
      id: 9,
      name: 'CI',
      description: 'GitHub Actions',
      prefix: 'sk-eu-0123',
      active: true,
      created: '2026-11-22T10:00:00Z',
      modified: '2026-11-22T10:00:00Z',
      lastUsed: null,
    });
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    expect(listed).not.toHaveProperty('key');
  });

  it('a rotated key keeps its last use and is modified now', () => {
    const previous = listedApiKey(9, 'CI', { lastUsed: '2026-11-21T08:00:00Z' });
    const now = new Date('2026-11-22T12:00:00Z');
    expect(listedKey(answer, previous, now)).toMatchObject({
      prefix: 'sk-eu-0123',
      lastUsed: '2026-11-21T08:00:00Z',
      modified: '2026-11-22T12:00:00.000Z',
    });
  });
});

describe('list updates', () => {
  const keys = [listedApiKey(1, 'one'), listedApiKey(2, 'two')];

  it('adds a new key first, replacing one of the same id', () => {
    expect(withKeyAdded(keys, listedApiKey(3, 'three'))?.map((k) => k.id)).toEqual([3, 1, 2]);
    expect(withKeyAdded(keys, listedApiKey(2, 'two again'))?.map((k) => k.name)).toEqual([
      'two again',
      'one',
    ]);
  });

  it('replaces in place and removes', () => {
    expect(withKeyReplaced(keys, listedApiKey(2, 'renamed'))?.map((k) => k.name)).toEqual(['one', 'renamed']);
    expect(withKeyRemoved(keys, 1)?.map((k) => k.id)).toEqual([2]);
  });

  it('nothing cached stays nothing (the next fetch brings the list)', () => {
    expect(withKeyAdded(undefined, listedApiKey(3, 'three'))).toBeUndefined();
    expect(withKeyReplaced(undefined, listedApiKey(3, 'three'))).toBeUndefined();
    expect(withKeyRemoved(undefined, 3)).toBeUndefined();
  });
});
