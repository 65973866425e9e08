import type { ApiKey } from '@/api/generated/model';

/** A listed key (never a secret), with sensible defaults. */
export function listedApiKey(id: number, name: string, overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id,
    name,
    description: null,
    prefix: `sk-eu-${String(id).padStart(4, '0')}`,
    active: true,
    created: '2026-10-01T09:00:00Z',
    modified: '2026-10-01T09:00:00Z',
    lastUsed: null,
    ...overrides,
  };
}
