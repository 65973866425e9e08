/** Minimal answers (minimal-answers.ts) of the models, inference and API key operations. */

const API_KEY_CREATED = {
  // F CreateApiKeyResponse: no display prefix.
  id: 9,
  name: 'CI pipeline',
  description: null,
  key: 'sk-eu-9c1d0000000000000000000000000000',
  created: '2026-11-24T09:00:00Z',
};

export const MINIMAL_MODEL_AND_KEY_ANSWERS = {
  // S§3 Model (id, root, owned_by, tags, model_type, pricing input/output: only priced models are listed); S§7 "reads data list".
  listModels: {
    data: [
      {
        id: 'mistral-small-3.2-24b',
        root: 'mistral-small-3.2-24b',
        owned_by: 'mistralai',
        tags: ['chat'],
        model_type: 'chat',
        pricing: { input: 0.1, output: 0.3 },
      },
    ],
  },
  // S§3 Model (pricing is one of its fields, though not every model has both prices).
  getModel: {
    id: 'mistral-small-3.2-24b',
    root: 'mistral-small-3.2-24b',
    owned_by: 'mistralai',
    tags: ['chat'],
    model_type: 'chat',
    pricing: { input: 0.1, output: 0.3 },
  },
  // F ChatCompletionResponse; S§7 reads choices[0].message.content and usage.
  createChatCompletion: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_764_000_000,
    model: 'mistral-small-3.2-24b',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Hej!' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  },
  // S§7 reads data[0].embedding and usage (which counts, not said).
  createEmbedding: { data: [{ embedding: [0.1, -0.2, 0.3] }], usage: {} },
  // F ApiKey (list item).
  listApiKeys: [
    {
      id: 3,
      name: 'Production backend',
      description: null,
      prefix: 'sk-eu-3f9a',
      active: true,
      created: '2026-03-04T08:00:00Z',
      modified: '2026-03-04T08:00:00Z',
      lastUsed: null,
    },
  ],
  createApiKey: API_KEY_CREATED,
  // F: the secret comes back on rotate too, in the create answer's shape.
  rotateApiKey: API_KEY_CREATED,
  // F ApiKeyUsageResponse.
  getApiKeyUsage: {
    id: 3,
    name: 'Production backend',
    period: { start: '2026-10-26', end: '2026-11-24' },
    requests: { total: 12, daily: [{ date: '2026-11-24', count: 12 }] },
    models: [
      {
        id: 'mistral-small-3.2-24b',
        name: 'Mistral Small 3.2',
        requests: 12,
        tokens: { input: 900, output: 300, total: 1200 },
      },
    ],
  },
} as const;
