import { describe, expect, it } from 'vitest';

import type { Model, ModelList } from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { DEMO_API_KEY } from '../store/demo';
import { startMockApi } from '../testing/mock-api';

const complete = (m: Model) => m.pricing?.input != null && m.pricing.output != null;

describe('models', () => {
  it('lists 30 EU-hosted chat and embedding models, 3 of them without complete pricing', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await api.call<ModelList>('listModels', 'GET', '/v1/models');
    expect(body.data).toHaveLength(30);
    expect(body.data.filter((m) => !complete(m)).map((m) => m.id)).toEqual([
      'teuken-7b-instruct',
      'poro-34b-chat',
      'olmo-2-32b-instruct',
    ]);
    for (const model of body.data) {
      expect(model.region).toMatch(/^(se|fi|de|nl|fr)-[a-z]{3}-1$/);
      expect(model.tags[0]).toBe(model.model_type);
      if (model.model_type === 'embedding') expect(model.dimensions).toBeGreaterThan(0);
      if (model.pricing) expect(model.pricing).toMatchObject({ currency: 'EUR', unit: 'per_million_tokens' });
    }
  });

  it('reads one model (ids with dots too) and answers 404 for an unknown one', async () => {
    const api = startMockApi(server);
    await api.signIn();
    expect((await api.call<Model>('getModel', 'GET', '/v1/models/mistral-small-3.2-24b')).body).toMatchObject(
      {
        id: 'mistral-small-3.2-24b',
        owned_by: 'mistralai',
        pricing: { input: 0.2, output: 0.6 },
        context_length: 131072,
      },
    );
    const missing = await api.call('getModel', 'GET', '/v1/models/gpt-5');
    expect(missing).toMatchObject({ status: 404, body: { code: 'INVALID_REQUEST' } });
  });

  it('accepts an API key instead of the session (as OpenAI clients send it)', async () => {
    const api = startMockApi(server);
    expect((await api.call('listModels', 'GET', '/v1/models', { bearer: DEMO_API_KEY })).status).toBe(200);
  });
});

describe('health', () => {
  it('reports the chat endpoints from the store and the back office', async () => {
    const api = startMockApi(server);
    const { status, body } = await api.call<{
      odoo: { status: string };
      chatEndpoints: unknown[];
      status: string;
    }>('getHealth', 'GET', '/health');
    expect(status).toBe(200);
    expect(body.odoo.status).toBe('up');
    expect(body.chatEndpoints).toHaveLength(23);
    expect(body.status).toBe('degraded');
  });
});
