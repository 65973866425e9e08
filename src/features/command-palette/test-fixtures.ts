import type { ApiKey, ModelList, UserProfile } from '@/api/generated/model';

type Model = ModelList['data'][number];

/** A model as the list returns it; priced unless told otherwise. */
export function model(id: string, overrides: Partial<Model> = {}): Model {
  return {
    id,
    object: 'model',
    created: 1_767_225_600,
    root: id,
    owned_by: 'mistralai',
    tags: ['eu'],
    model_type: 'chat',
    pricing: { input: 0.2, output: 0.6, currency: 'EUR', unit: 'per_million_tokens' },
    ...overrides,
  };
}

export function apiKey(id: number, name: string, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id,
    name,
    description: null,
    prefix: `sk-eu-${id}f9a`,
    active: true,
    created: '2026-10-01T08:00:00Z',
    modified: '2026-10-01T08:00:00Z',
    lastUsed: null,
    ...overrides,
  };
}

export function member(
  id: number,
  name: string,
  email: string,
  overrides: Partial<UserProfile> = {},
): UserProfile {
  return {
    id,
    login: email,
    name,
    email,
    phone: null,
    role: 'member',
    company_id: null,
    company: null,
    active: true,
    createdAt: '2026-10-01T08:00:00Z',
    updatedAt: '2026-10-01T08:00:00Z',
    settings: { language: 'en', notifications: true, theme: 'system', timezone: 'Europe/Stockholm' },
    ...overrides,
  };
}
