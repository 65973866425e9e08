import { describe, expect, it } from 'vitest';

import { DEMO_API_KEY } from '@/mocks/store/demo';
import { startMockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';

import { API_KEY_PLACEHOLDER, codeSnippets, openAiBaseUrl } from './snippets';

const BASE = 'https://api.example.eu';

/** The JSON body of a curl snippet (`-d '…'`). */
function curlBody(snippet: string): unknown {
  const match = /-d '([\s\S]*)'$/.exec(snippet);
  if (!match?.[1]) throw new Error(`no body in ${snippet}`);
  return JSON.parse(match[1].replace(/'\\''/g, "'"));
}

describe('code snippets', () => {
  it('call the OpenAI-compatible base URL with the placeholder key', () => {
    expect(openAiBaseUrl('http://localhost:3000/')).toBe('http://localhost:3000/v1');
    const snippets = codeSnippets({ id: 'mistral-small-3.2-24b', model_type: 'chat' }, BASE);
    expect(snippets.curl).toContain(`'${BASE}/v1/chat/completions'`);
    expect(snippets.curl).toContain(`Authorization: Bearer ${API_KEY_PLACEHOLDER}`);
    expect(snippets.python).toContain(`"${BASE}/v1/chat/completions",`);
    expect(snippets.python).toContain('headers={"Authorization": "Bearer YOUR_API_KEY"},');
    expect(snippets.javascript).toContain(`new OpenAI({ baseURL: "${BASE}/v1", apiKey: "YOUR_API_KEY" })`);
    expect(snippets.javascript).toContain('client.chat.completions.create({');
  });

  it('use the test defaults of spec section 7 for a chat model', () => {
    const snippets = codeSnippets({ id: 'mistral-small-3.2-24b', model_type: 'chat' }, BASE);
    expect(curlBody(snippets.curl)).toEqual({
      model: 'mistral-small-3.2-24b',
      messages: [{ role: 'user', content: 'Say hello in Swedish.' }],
      temperature: 0.7,
      max_tokens: 150,
      top_p: 1,
    });
    expect(snippets.python).toContain('"temperature": 0.7,');
    expect(snippets.javascript).toContain('max_tokens: 150,');
  });

  it('call the embeddings endpoint for an embedding model', () => {
    const snippets = codeSnippets({ id: 'bge-m3', model_type: 'embedding' }, BASE);
    expect(snippets.curl).toContain(`'${BASE}/v1/embeddings'`);
    expect(curlBody(snippets.curl)).toEqual({
      model: 'bge-m3',
      input: 'The quick brown fox',
      encoding_format: 'float',
    });
    expect(snippets.python).toContain(`"${BASE}/v1/embeddings",`);
    expect(snippets.javascript).toContain('client.embeddings.create({');
  });

  it('quote a model id with quotes safely for the shell, Python and JavaScript', () => {
    const id = `it's "odd" <b>`;
    const snippets = codeSnippets({ id, model_type: 'chat' }, BASE);
    expect(curlBody(snippets.curl)).toMatchObject({ model: id });
    expect(snippets.python).toContain(`"model": "it's \\"odd\\" <b>",`);
    expect(snippets.javascript).toContain(`model: "it's \\"odd\\" <b>",`);
  });

  it('send the playground’s request: its messages and settings, in all three languages', () => {
    const messages = [
      { role: 'system' as const, content: 'Answer in one line.' },
      { role: 'user' as const, content: 'Name a fjord.' },
      { role: 'assistant' as const, content: 'Geirangerfjorden.' },
      { role: 'user' as const, content: 'And a lake in Sweden?' },
    ];
    const snippets = codeSnippets({ id: 'mistral-small-3.2-24b', model_type: 'chat' }, BASE, {
      kind: 'chat',
      messages,
      temperature: 0.2,
      maxTokens: 42,
      topP: 0.9,
    });
    expect(curlBody(snippets.curl)).toEqual({
      model: 'mistral-small-3.2-24b',
      messages,
      temperature: 0.2,
      max_tokens: 42,
      top_p: 0.9,
    });
    for (const code of [snippets.python, snippets.javascript]) {
      expect(code).toContain('"And a lake in Sweden?"');
      expect(code).toContain('"Answer in one line."');
      expect(code).toMatch(/"?max_tokens"?: 42,/);
      expect(code).toMatch(/"?temperature"?: 0\.2,/);
      expect(code).toMatch(/"?top_p"?: 0\.9/);
    }
  });

  it('send the embedding playground’s text', () => {
    const snippets = codeSnippets({ id: 'bge-m3', model_type: 'embedding' }, BASE, {
      kind: 'embedding',
      input: 'Hej världen',
    });
    expect(curlBody(snippets.curl)).toEqual({
      model: 'bge-m3',
      input: 'Hej världen',
      encoding_format: 'float',
    });
    expect(snippets.python).toContain('"input": "Hej världen",');
    expect(snippets.javascript).toContain('input: "Hej världen",');
  });

  it("the curl snippets' requests work against the mock platform with a real key", async () => {
    const api = startMockApi(server);
    for (const model of [
      { id: 'mistral-small-3.2-24b', model_type: 'chat' as const },
      { id: 'bge-m3', model_type: 'embedding' as const },
    ]) {
      const body = curlBody(codeSnippets(model, BASE).curl);
      const path = model.model_type === 'chat' ? '/v1/chat/completions' : '/v1/embeddings';
      const operation = model.model_type === 'chat' ? 'createChatCompletion' : 'createEmbedding';
      const { status } = await api.call(operation, 'POST', path, {
        json: body,
        bearer: DEMO_API_KEY,
        session: null,
      });
      expect(status, model.id).toBe(200);
    }
  });
});
