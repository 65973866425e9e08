import { expect, test } from '@playwright/test';
import OpenAI from 'openai';

import { DEMO_API_KEY } from '../../src/mocks/store/demo';
import { API } from './support/mock-platform';

// A real client that nobody here wrote, against the running mock platform over HTTP (no msw in this
// process): the official OpenAI SDK with the demo API key.
const client = new OpenAI({ apiKey: DEMO_API_KEY, baseURL: `${API}/v1`, maxRetries: 0 });

test('the OpenAI SDK lists models, completes a chat plainly and streamed, and embeds', async () => {
  const models = await client.models.list();
  const ids = models.data.map((model) => model.id);
  expect(ids).toContain('mistral-small-3.2-24b');
  expect(models.data[0]?.object).toBe('model');
  expect(typeof models.data[0]?.owned_by).toBe('string');

  const messages = [{ role: 'user' as const, content: 'Name three Swedish cities.' }];
  const completion = await client.chat.completions.create({
    model: 'mistral-small-3.2-24b',
    messages,
    max_tokens: 60,
  });
  const reply = completion.choices[0]?.message.content ?? '';
  expect(reply.length).toBeGreaterThan(0);
  expect(completion.usage?.total_tokens).toBe(
    (completion.usage?.prompt_tokens ?? 0) + (completion.usage?.completion_tokens ?? 0),
  );

  const stream = await client.chat.completions.create({
    model: 'mistral-small-3.2-24b',
    messages,
    max_tokens: 60,
    stream: true,
  });
  let streamed = '';
  let chunks = 0;
  for await (const chunk of stream) {
    chunks += 1;
    streamed += chunk.choices[0]?.delta.content ?? '';
  }
  expect(chunks).toBeGreaterThan(2);
  expect(streamed).toBe(reply);

  const embedding = await client.embeddings.create({ model: 'bge-m3', input: 'Data inside EU borders' });
  expect(embedding.data[0]?.embedding).toHaveLength(1024);
  expect(embedding.usage.prompt_tokens).toBeGreaterThan(0);
});

test('the SDK surfaces the contract errors: an unknown model and a bad key', async () => {
  await expect(
    client.chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] }),
  ).rejects.toMatchObject({ status: 404 });
  const stranger = new OpenAI({ apiKey: 'sk-eu-not-a-key', baseURL: `${API}/v1`, maxRetries: 0 });
  await expect(stranger.models.list()).rejects.toMatchObject({ status: 401 });
});
