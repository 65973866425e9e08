import { describe, expect, it } from 'vitest';

import {
  ChatCompletionChunk,
  type ChatCompletionResponse,
  type EmbeddingResponse,
} from '@/api/generated/model';
import { server } from '@/test/msw-server';

import { tokenize } from '../inference/tokens';
import { DEMO_API_KEY } from '../store/demo';
import { startMockApi, type MockApi } from '../testing/mock-api';

const CHAT_MODEL = 'mistral-small-3.2-24b';
const prompt = (content: string) => [{ role: 'user', content }];

const chat = (api: MockApi, json: Record<string, unknown>) =>
  api.call<ChatCompletionResponse>('createChatCompletion', 'POST', '/v1/chat/completions', {
    json: { model: CHAT_MODEL, ...json },
  });

/** Reads an event stream into its `data:` payloads. */
async function events(response: Response): Promise<string[]> {
  const text = await response.text();
  expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return block.slice('data: '.length);
    });
}

describe('POST /v1/chat/completions', () => {
  it('answers deterministically from the prompt, with usage', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const first = await chat(api, { messages: prompt('How should we plan a migration to EU hosting?') });
    const second = await chat(api, { messages: prompt('How should we plan a migration to EU hosting?') });
    const other = await chat(api, { messages: prompt('What is a good name for a cat?') });
    expect(first.status).toBe(200);
    const content = first.body.choices[0]?.message.content ?? '';
    expect(content.length).toBeGreaterThan(40);
    expect(second.body.choices[0]?.message.content).toBe(content);
    expect(other.body.choices[0]?.message.content).not.toBe(content);
    expect(first.body).toMatchObject({
      object: 'chat.completion',
      model: CHAT_MODEL,
      choices: [{ index: 0, finish_reason: 'stop' }],
    });
    expect(first.body.usage.completion_tokens).toBe(tokenize(content).length);
    expect(first.body.usage.total_tokens).toBe(
      first.body.usage.prompt_tokens + first.body.usage.completion_tokens,
    );
  });

  it('answers in Swedish when asked in Swedish', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await chat(api, { messages: prompt('Hur kommer jag igång med inbäddningar?') });
    expect(body.choices[0]?.message.content).toMatch(/[åäö]/);
  });

  it('refuses a prompt over the model’s context before any work, and counts nothing', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const context = api.db.models.get(CHAT_MODEL)?.contextLength ?? 0;
    const tokensUsed = async () =>
      (await api.call<{ total: { total_tokens: number } }>('getTokenUsage', 'GET', '/v1/usage/tokens')).body
        .total.total_tokens;
    const usedBefore = await tokensUsed();
    // One token per word: the context's worth of words, plus the reply asked for, is one too many.
    const words = Array.from({ length: context - 10 }, () => 'ab').join(' ');
    const over = await chat(api, { messages: prompt(words), max_tokens: 10 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'CONTEXT_LENGTH_EXCEEDED' });
    expect((over.body as unknown as { error: string }).error).toMatch(
      new RegExp(`context is ${context} tokens`),
    );
    expect(await tokensUsed()).toBe(usedBefore);

    const fits = await chat(api, { messages: prompt('ab ab ab'), max_tokens: 10 });
    expect(fits.status).toBe(200);
  });

  it('stops at max_tokens with finish_reason length', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { body } = await chat(api, { messages: prompt('Explain vector search.'), max_tokens: 5 });
    expect(body.choices[0]?.finish_reason).toBe('length');
    expect(body.usage.completion_tokens).toBe(5);
    expect(tokenize(body.choices[0]?.message.content ?? '')).toHaveLength(5);
  });

  it('streams the same reply as server-sent events, ending with [DONE]', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const messages = prompt('Give me three tips for prompt design.');
    const plain = await chat(api, { messages });
    const streamed = await chat(api, { messages, stream: true });
    expect(streamed.response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const data = await events(streamed.response);
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((json) => ChatCompletionChunk.parse(JSON.parse(json)));
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('')).toBe(
      plain.body.choices[0]?.message.content,
    );
    const last = chunks.at(-1);
    expect(last?.choices[0]?.finish_reason).toBe('stop');
    expect(last?.usage).toEqual(plain.body.usage);
    expect(chunks.slice(0, -1).every((c) => c.choices[0]?.finish_reason === null)).toBe(true);
  });

  it('streams a cut reply with finish_reason length', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const streamed = await chat(api, {
      messages: prompt('Explain vector search.'),
      max_tokens: 3,
      stream: true,
    });
    const chunks = (await events(streamed.response))
      .slice(0, -1)
      .map((json) => ChatCompletionChunk.parse(JSON.parse(json)));
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('length');
    expect(chunks.at(-1)?.usage?.completion_tokens).toBe(3);
  });

  it('takes an API key as bearer token instead of the session', async () => {
    const api = startMockApi(server);
    const keyed = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      bearer: DEMO_API_KEY,
      json: { model: CHAT_MODEL, messages: prompt('Hi') },
    });
    expect(keyed.status).toBe(200);
    const forged = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      bearer: 'sk-eu-00000000000000000000000000000000',
      json: { model: CHAT_MODEL, messages: prompt('Hi') },
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('waits the configured latency', async () => {
    const api = startMockApi(server, { settings: { inferenceLatencyMs: 120 } });
    await api.signIn();
    const started = performance.now();
    await chat(api, { messages: prompt('Hi') });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it.each([
    ['an unknown model', { model: 'gpt-9' }, 404, 'INVALID_REQUEST'],
    ['an embedding model', { model: 'bge-m3' }, 400, 'INVALID_REQUEST'],
    ['a model whose endpoint is down', { model: 'llama-3.3-70b-instruct' }, 503, 'SERVER_ERROR'],
  ])('refuses %s', async (_, json, status, code) => {
    const api = startMockApi(server);
    await api.signIn();
    const result = await chat(api, { ...json, messages: prompt('Hi') });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ code });
  });

  it('refuses a bad body with the field paths', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body } = await chat(api, {
      messages: [{ role: 'robot', content: 'Hi' }],
      temperature: 3,
    });
    expect(status).toBe(400);
    expect((body as unknown as { details: { path: string }[] }).details.map((d) => d.path).sort()).toEqual([
      'messages.0.role',
      'temperature',
    ]);
    const notJson = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
      rawJson: 'model=x',
    });
    expect(notJson.body).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});

describe('POST /v1/embeddings', () => {
  const embedding = (api: MockApi, json: Record<string, unknown>) =>
    api.call<EmbeddingResponse>('createEmbedding', 'POST', '/v1/embeddings', { json });

  it('answers a deterministic unit vector of the model’s dimensions per input, with usage', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const { status, body } = await embedding(api, {
      model: 'bge-m3',
      input: ['Hej världen', 'Hello world'],
      encoding_format: 'float',
    });
    expect(status).toBe(200);
    expect(body.data.map((d) => d.index)).toEqual([0, 1]);
    for (const { embedding: vector } of body.data) {
      expect(vector).toHaveLength(1024);
      const norm = Math.sqrt((vector as number[]).reduce((s, x) => s + x * x, 0));
      expect(norm).toBeCloseTo(1, 6);
    }
    expect(body.usage.prompt_tokens).toBeGreaterThan(0);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens);
    const again = await embedding(api, { model: 'bge-m3', input: 'Hej världen' });
    expect(again.body.data[0]?.embedding).toEqual(body.data[0]?.embedding);
    const small = await embedding(api, { model: 'nomic-embed-text-v1.5', input: 'x' });
    expect(small.body.data[0]?.embedding).toHaveLength(768);
  });

  it('answers base64 float32s on request (what the OpenAI SDKs ask for)', async () => {
    const api = startMockApi(server);
    await api.signIn();
    const floats = await embedding(api, { model: 'bge-m3', input: 'Hej' });
    const encoded = await embedding(api, { model: 'bge-m3', input: 'Hej', encoding_format: 'base64' });
    const bytes = Uint8Array.from(atob(encoded.body.data[0]?.embedding as string), (c) => c.charCodeAt(0));
    const decoded = Array.from(new Float32Array(bytes.buffer));
    expect(decoded).toHaveLength(1024);
    (floats.body.data[0]?.embedding as number[]).forEach((x, i) => expect(decoded[i]).toBeCloseTo(x, 6));
  });

  it.each([
    ['an unknown model', { model: 'nope', input: 'x' }, 404, 'INVALID_REQUEST'],
    ['a chat model', { model: CHAT_MODEL, input: 'x' }, 400, 'INVALID_REQUEST'],
    ['an empty input', { model: 'bge-m3', input: [] }, 400, 'VALIDATION_ERROR'],
    [
      'an unknown encoding',
      { model: 'bge-m3', input: 'x', encoding_format: 'int8' },
      400,
      'VALIDATION_ERROR',
    ],
  ])('refuses %s', async (_, json, status, code) => {
    const api = startMockApi(server);
    await api.signIn();
    const result = await embedding(api, json);
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ code });
  });
});
