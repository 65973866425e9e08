import type { HealthResponse, Model } from '@/api/generated/model';

/** A model as the API returns it: a priced chat model unless told otherwise. */
export function catalogueModel(id: string, overrides: Partial<Model> = {}): Model {
  return {
    id,
    object: 'model',
    created: 1_750_377_600,
    root: id,
    owned_by: 'mistralai',
    tags: ['chat'],
    model_type: 'chat',
    pricing: { input: 0.2, output: 0.6, currency: 'EUR', unit: 'per_million_tokens' },
    description: `The ${id} model.`,
    context_length: 131_072,
    region: 'se-sto-1',
    ...overrides,
  };
}

/** A health answer with the back office up and the given chat endpoints. */
export function healthWith(endpoints: Record<string, 'up' | 'down' | 'degraded'>): HealthResponse {
  return {
    status: 'ok',
    odoo: { status: 'up' },
    chatEndpoints: Object.entries(endpoints).map(([model, status]) => ({ model, status })),
  };
}
