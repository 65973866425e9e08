import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';

import { DEMO_API_KEY } from './store/demo';
import { startMockApi, TEST_API_ORIGIN } from './testing/mock-api';

/**
 * A client nobody here wrote: the official OpenAI SDK, pointed at the mock platform with the demo API key.
 * (jsdom looks like a browser to the SDK, hence `dangerouslyAllowBrowser`; the key is a mock's.)
 */
function client(): OpenAI {
  startMockApi(server);
  return new OpenAI({
    apiKey: DEMO_API_KEY,
    baseURL: `${TEST_API_ORIGIN}/v1`,
    dangerouslyAllowBrowser: true,
    maxRetries: 0,
  });
}

const messages = [{ role: 'user' as const, content: 'Suggest a name for a Swedish data company.' }];

describe('the official OpenAI SDK against the mock platform', () => {
  it('lists the models', async () => {
    const models = [];
    for await (const model of client().models.list()) models.push(model);
    expect(models).toHaveLength(30);
    expect(models[0]).toMatchObject({
      object: 'model',
      id: expect.any(String) as unknown,
      owned_by: expect.any(String) as unknown,
    });
  });

  it('creates a chat completion', async () => {
    const completion = await client().chat.completions.create({
      model: 'mistral-small-3.2-24b',
      messages,
      max_tokens: 150,
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]?.message.role).toBe('assistant');
    expect(completion.choices[0]?.message.content?.length).toBeGreaterThan(20);
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage?.total_tokens).toBe(
      (completion.usage?.prompt_tokens ?? 0) + (completion.usage?.completion_tokens ?? 0),
    );
  });

  it('streams the same completion chunk by chunk', async () => {
    const openai = client();
    const plain = await openai.chat.completions.create({ model: 'mistral-small-3.2-24b', messages });
    const stream = await openai.chat.completions.create({
      model: 'mistral-small-3.2-24b',
      messages,
      stream: true,
    });
    let content = '';
    let chunks = 0;
    let finish: string | null = null;
    for await (const chunk of stream) {
      chunks += 1;
      expect(chunk.object).toBe('chat.completion.chunk');
      content += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(chunks).toBeGreaterThan(3);
    expect(content).toBe(plain.choices[0]?.message.content);
    expect(finish).toBe('stop');
  });

  it('creates embeddings of the model’s dimension, in its default base64 encoding and as floats', async () => {
    const openai = client();
    const base64 = await openai.embeddings.create({ model: 'bge-m3', input: ['Hej', 'Hello'] });
    expect(base64.data).toHaveLength(2);
    expect(base64.data[0]?.embedding).toHaveLength(1024);
    expect(base64.usage.prompt_tokens).toBeGreaterThan(0);
    const floats = await openai.embeddings.create({
      model: 'bge-m3',
      input: 'Hej',
      encoding_format: 'float',
    });
    expect(floats.data[0]?.embedding).toHaveLength(1024);
    (floats.data[0]?.embedding ?? [])
      .slice(0, 16)
      .forEach((x, i) => expect(base64.data[0]?.embedding[i]).toBeCloseTo(x, 6));
  });

  it('surfaces the platform’s errors as SDK errors', async () => {
    await expect(client().chat.completions.create({ model: 'gpt-9', messages })).rejects.toMatchObject({
      status: 404,
    });
    const revoked = new OpenAI({
      apiKey: 'sk-eu-00000000000000000000000000000000',
      baseURL: `${TEST_API_ORIGIN}/v1`,
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
    });
    await expect(revoked.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });
});
