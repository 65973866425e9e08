import { describe, expect, it } from 'vitest';

import { DEFAULT_SORT, filterKeys, nextSort, sortKeys } from './key-list';
import { listedApiKey as key } from './test-fixtures';

const names = (keys: readonly { name: string }[]) => keys.map((k) => k.name);

describe('filterKeys', () => {
  const keys = [
    key(1, 'Production backend', { description: 'Used by the Shop', prefix: 'sk-eu-3f9a' }),
    key(2, 'Staging', { prefix: 'sk-eu-77bc' }),
    key(3, 'Notebook', { description: null, prefix: 'sk-eu-0d1e' }),
  ];

  it.each([
    ['production', ['Production backend']],
    ['SHOP', ['Production backend']],
    ['77B', ['Staging']],
    ['  note ', ['Notebook']],
    ['sk-eu', ['Production backend', 'Staging', 'Notebook']],
    ['nothing like it', []],
  ])('"%s" matches name, description or prefix, case-insensitively', (query, expected) => {
    expect(names(filterKeys(keys, query))).toEqual(expected);
  });

  it('a blank query keeps the very same list', () => {
    expect(filterKeys(keys, '   ')).toBe(keys);
  });

  it('reads a key that changed (a new object) afresh', () => {
    expect(names(filterKeys([key(1, 'Renamed')], 'renamed'))).toEqual(['Renamed']);
  });
});

describe('sortKeys', () => {
  const keys = [
    key(1, 'beta', { created: '2026-03-01T00:00:00Z', lastUsed: '2026-11-01T00:00:00Z' }),
    key(2, 'Älg', { created: '2026-01-01T00:00:00Z', lastUsed: null }),
    key(3, 'alpha 10', { created: '2026-02-01T00:00:00Z', lastUsed: '2026-11-20T00:00:00Z' }),
    key(4, 'Alpha 9', { created: '2026-02-01T00:00:00Z', lastUsed: null }),
    key(5, 'Åsa', { created: '2026-04-01T00:00:00+02:00', lastUsed: '2026-10-01T00:00:00Z' }),
  ];

  it('by name: Swedish order (å, ä after z), case-insensitive, numbers by value', () => {
    expect(names(sortKeys(keys, { field: 'name', direction: 'asc' }))).toEqual([
      'Alpha 9',
      'alpha 10',
      'beta',
      'Åsa',
      'Älg',
    ]);
    expect(names(sortKeys(keys, { field: 'name', direction: 'desc' }))).toEqual([
      'Älg',
      'Åsa',
      'beta',
      'alpha 10',
      'Alpha 9',
    ]);
  });

  it('by created: newest first by default, ties newest id first in both directions', () => {
    expect(sortKeys(keys, DEFAULT_SORT).map((k) => k.id)).toEqual([5, 1, 4, 3, 2]);
    expect(sortKeys(keys, { field: 'created', direction: 'asc' }).map((k) => k.id)).toEqual([2, 4, 3, 1, 5]);
  });

  it('by last use: a key never used counts as the oldest', () => {
    expect(sortKeys(keys, { field: 'lastUsed', direction: 'desc' }).map((k) => k.id)).toEqual([
      3, 1, 5, 4, 2,
    ]);
    expect(sortKeys(keys, { field: 'lastUsed', direction: 'asc' }).map((k) => k.id)).toEqual([4, 2, 5, 1, 3]);
  });

  it('returns a copy and leaves the input alone', () => {
    const before = keys.map((k) => k.id);
    expect(sortKeys(keys, DEFAULT_SORT)).not.toBe(keys);
    expect(keys.map((k) => k.id)).toEqual(before);
  });

  it('sorts 10,000 keys quickly enough for a click', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      key(i + 1, `Key ${(i * 7919) % 10_000}`, {
        created: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }),
    );
    const started = performance.now();
    sortKeys(many, { field: 'name', direction: 'asc' });
    sortKeys(many, DEFAULT_SORT);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('nextSort', () => {
  it('the same column flips; another starts in its natural direction', () => {
    expect(nextSort(DEFAULT_SORT, 'created')).toEqual({ field: 'created', direction: 'asc' });
    expect(nextSort({ field: 'created', direction: 'asc' }, 'created')).toEqual({
      field: 'created',
      direction: 'desc',
    });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'lastUsed')).toEqual({
      field: 'lastUsed',
      direction: 'desc',
    });
  });
});
