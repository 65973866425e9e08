import { describe, expect, it } from 'vitest';

import type { HealthResponse } from '@/api/generated/model';

import {
  applyFilters,
  endpointStatuses,
  filterModels,
  hasActiveFilters,
  listedModels,
  modelTags,
  pricesOf,
  sortModels,
  type CatalogueModel,
} from './catalogue';
import { catalogueModel } from './test-fixtures';

const models: CatalogueModel[] = [
  catalogueModel('mistral-small', { tags: ['chat', 'multilingual'], pricing: { input: 0.2, output: 0.6 } }),
  catalogueModel('llama-3.1-8b', {
    owned_by: 'meta-llama',
    tags: ['chat', 'small'],
    pricing: { input: 0.05, output: 0.08 },
    description: 'Small, cheap and quick.',
  }),
  catalogueModel('llama-3.3-70b', {
    owned_by: 'meta-llama',
    tags: ['chat'],
    pricing: { input: 0.6, output: 0.8 },
  }),
  catalogueModel('bge-m3', {
    model_type: 'embedding',
    owned_by: 'baai',
    tags: ['embedding', 'Multilingual'],
    pricing: { input: 0.01, output: 0.01 },
  }),
  catalogueModel('gemma-12b', { tags: ['chat'], pricing: { input: 0.05, output: 0.1 } }),
  // Incomplete pricing: never listed.
  catalogueModel('teuken-7b', { pricing: { input: 0.05, output: null } }),
  catalogueModel('poro-34b', { pricing: { input: null, output: 0.4 } }),
  catalogueModel('olmo-2', { pricing: undefined }),
];

const health: HealthResponse = {
  status: 'degraded',
  odoo: { status: 'up' },
  chatEndpoints: [
    { model: 'mistral-small', status: 'up' },
    { model: 'llama-3.3-70b', status: 'down' },
    { model: 'gemma-12b', status: 'degraded' },
  ],
};

const ids = (list: { model: CatalogueModel }[]) => list.map(({ model }) => model.id);

describe('the listed models', () => {
  it('are only those with both an input and an output price (spec section 3)', () => {
    expect(ids(listedModels(models, health))).toEqual([
      'mistral-small',
      'llama-3.1-8b',
      'llama-3.3-70b',
      'bge-m3',
      'gemma-12b',
    ]);
  });

  it('treats a zero price as a price', () => {
    expect(pricesOf({ pricing: { input: 0, output: 0 } })).toEqual({ input: 0, output: 0 });
    expect(pricesOf({ pricing: { input: 0, output: null } })).toBeUndefined();
  });

  it("carry their endpoint's status from the health check, unknown when it says nothing", () => {
    const status = Object.fromEntries(listedModels(models, health).map((m) => [m.model.id, m.status.kind]));
    expect(status).toEqual({
      'mistral-small': 'up',
      'llama-3.1-8b': 'unknown',
      'llama-3.3-70b': 'down',
      'bge-m3': 'unknown',
      'gemma-12b': 'degraded',
    });
    expect(listedModels(models, undefined).every((m) => m.status.kind === 'unknown')).toBe(true);
    expect(endpointStatuses(undefined).size).toBe(0);
  });

  it('keep a status word the console does not know as the platform sent it; no word is unknown', () => {
    const statuses = endpointStatuses({
      odoo: { status: 'up' },
      chatEndpoints: [{ model: 'mistral-small', status: 'warming' }, { model: 'bge-m3' }],
    });
    expect(statuses.get('mistral-small')).toEqual({ kind: 'other', word: 'warming' });
    expect(statuses.get('bge-m3')).toEqual({ kind: 'unknown' });
  });

  it('offer every tag once whatever its case, alphabetically', () => {
    expect(modelTags(listedModels(models, health))).toEqual(['chat', 'embedding', 'multilingual', 'small']);
  });
});

describe('filterModels', () => {
  const listed = listedModels(models, health);

  it('filters by type', () => {
    expect(ids(filterModels(listed, { type: 'embedding' }))).toEqual(['bge-m3']);
    expect(filterModels(listed, { type: 'chat' })).toHaveLength(4);
  });

  it('filters by tag, ignoring case', () => {
    expect(ids(filterModels(listed, { tag: 'multilingual' }))).toEqual(['mistral-small', 'bge-m3']);
    expect(filterModels(listed, { tag: 'nope' })).toEqual([]);
  });

  it('searches id, owner, description and tags, case-insensitively, every word', () => {
    expect(ids(filterModels(listed, { q: 'LLAMA' }))).toEqual(['llama-3.1-8b', 'llama-3.3-70b']);
    expect(ids(filterModels(listed, { q: 'meta cheap' }))).toEqual(['llama-3.1-8b']);
    expect(ids(filterModels(listed, { q: 'baai' }))).toEqual(['bge-m3']);
    expect(filterModels(listed, { q: '   ' })).toHaveLength(5);
  });

  it('combines the filters', () => {
    expect(ids(filterModels(listed, { q: 'm', type: 'chat', tag: 'multilingual' }))).toEqual([
      'mistral-small',
    ]);
  });

  it('says when a filter is active (the sort is not one)', () => {
    expect(hasActiveFilters({ sort: 'price' })).toBe(false);
    expect(hasActiveFilters({ q: 'x' })).toBe(true);
    expect(hasActiveFilters({ type: 'chat' })).toBe(true);
    expect(hasActiveFilters({ tag: 'small' })).toBe(true);
  });
});

describe('sortModels', () => {
  const listed = listedModels(models, health);

  it('sorts by name, A–Z by default and Z–A, numbers in numeric order', () => {
    expect(ids(sortModels(listed))).toEqual([
      'bge-m3',
      'gemma-12b',
      'llama-3.1-8b',
      'llama-3.3-70b',
      'mistral-small',
    ]);
    expect(ids(sortModels(listed, 'name-desc'))).toEqual([
      'mistral-small',
      'llama-3.3-70b',
      'llama-3.1-8b',
      'gemma-12b',
      'bge-m3',
    ]);
    const numbered = listedModels(
      [catalogueModel('m-10'), catalogueModel('m-9'), catalogueModel('m-100')],
      undefined,
    );
    expect(ids(sortModels(numbered))).toEqual(['m-9', 'm-10', 'm-100']);
  });

  it('sorts by input price, then output price, equal prices by name', () => {
    expect(ids(sortModels(listed, 'price'))).toEqual([
      'bge-m3',
      'llama-3.1-8b',
      'gemma-12b',
      'mistral-small',
      'llama-3.3-70b',
    ]);
    expect(ids(sortModels(listed, 'price-desc'))).toEqual([
      'llama-3.3-70b',
      'mistral-small',
      'gemma-12b',
      'llama-3.1-8b',
      'bge-m3',
    ]);
    const tied = listedModels(
      [
        catalogueModel('b', { pricing: { input: 1, output: 1 } }),
        catalogueModel('a', { pricing: { input: 1, output: 1 } }),
      ],
      undefined,
    );
    expect(ids(sortModels(tied, 'price'))).toEqual(['a', 'b']);
    expect(ids(sortModels(tied, 'price-desc'))).toEqual(['a', 'b']);
  });

  it('never changes its input', () => {
    const before = ids(listed);
    sortModels(listed, 'name-desc');
    expect(ids(listed)).toEqual(before);
  });

  it('applyFilters filters, then sorts', () => {
    expect(ids(applyFilters(listed, { type: 'chat', sort: 'price-desc', q: 'llama' }))).toEqual([
      'llama-3.3-70b',
      'llama-3.1-8b',
    ]);
  });
});
