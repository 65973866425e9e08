import { MODEL_TEST_DEFAULTS } from '@/config/constants';

/** The key a snippet shows; the user replaces it with one of theirs (never a real key in a snippet). */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export const SNIPPET_LANGUAGES = ['curl', 'python', 'javascript'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export interface SnippetModel {
  readonly id: string;
  /** `embedding` calls the embeddings route; any other type (chat, or one the console does not know) chat. */
  readonly model_type: string;
}

const SAMPLE_PROMPT = 'Say hello in Swedish.';
const SAMPLE_INPUT = 'The quick brown fox';

/** A string literal for Python and JavaScript (JSON's escaping is valid in both). */
const literal = (value: string) => JSON.stringify(value);

/** Text inside single quotes of a POSIX shell. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The OpenAI-compatible base URL of the platform: its API base URL plus `/v1`. */
export function openAiBaseUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/v1`;
}

function requestBody(model: SnippetModel): Record<string, unknown> {
  return model.model_type === 'embedding'
    ? { model: model.id, input: SAMPLE_INPUT, encoding_format: MODEL_TEST_DEFAULTS.encodingFormat }
    : {
        model: model.id,
        messages: [{ role: 'user', content: SAMPLE_PROMPT }],
        temperature: MODEL_TEST_DEFAULTS.temperature,
        max_tokens: MODEL_TEST_DEFAULTS.maxTokens,
      };
}

function curl(model: SnippetModel, baseUrl: string): string {
  const path = model.model_type === 'embedding' ? 'embeddings' : 'chat/completions';
  return [
    `curl ${shellQuote(`${baseUrl}/${path}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Authorization: Bearer ${API_KEY_PLACEHOLDER}' \\`,
    `  -d ${shellQuote(JSON.stringify(requestBody(model), null, 2))}`,
  ].join('\n');
}

function python(model: SnippetModel, baseUrl: string): string {
  const client = [
    'from openai import OpenAI',
    '',
    `client = OpenAI(base_url=${literal(baseUrl)}, api_key=${literal(API_KEY_PLACEHOLDER)})`,
    '',
  ];
  if (model.model_type === 'embedding') {
    return [
      ...client,
      'response = client.embeddings.create(',
      `    model=${literal(model.id)},`,
      `    input=${literal(SAMPLE_INPUT)},`,
      `    encoding_format=${literal(MODEL_TEST_DEFAULTS.encodingFormat)},`,
      ')',
      'print(len(response.data[0].embedding), response.usage.total_tokens)',
    ].join('\n');
  }
  return [
    ...client,
    'response = client.chat.completions.create(',
    `    model=${literal(model.id)},`,
    `    messages=[{"role": "user", "content": ${literal(SAMPLE_PROMPT)}}],`,
    `    temperature=${MODEL_TEST_DEFAULTS.temperature},`,
    `    max_tokens=${MODEL_TEST_DEFAULTS.maxTokens},`,
    ')',
    'print(response.choices[0].message.content)',
  ].join('\n');
}

function javascript(model: SnippetModel, baseUrl: string): string {
  const client = [
    "import OpenAI from 'openai';",
    '',
    `const client = new OpenAI({ baseURL: ${literal(baseUrl)}, apiKey: ${literal(API_KEY_PLACEHOLDER)} });`,
    '',
  ];
  if (model.model_type === 'embedding') {
    return [
      ...client,
      'const response = await client.embeddings.create({',
      `  model: ${literal(model.id)},`,
      `  input: ${literal(SAMPLE_INPUT)},`,
      `  encoding_format: ${literal(MODEL_TEST_DEFAULTS.encodingFormat)},`,
      '});',
      'console.log(response.data[0].embedding.length, response.usage.total_tokens);',
    ].join('\n');
  }
  return [
    ...client,
    'const response = await client.chat.completions.create({',
    `  model: ${literal(model.id)},`,
    `  messages: [{ role: 'user', content: ${literal(SAMPLE_PROMPT)} }],`,
    `  temperature: ${MODEL_TEST_DEFAULTS.temperature},`,
    `  max_tokens: ${MODEL_TEST_DEFAULTS.maxTokens},`,
    '});',
    'console.log(response.choices[0].message.content);',
  ].join('\n');
}

/** Ready-to-run calls of the model in curl, Python and JavaScript (the OpenAI SDKs), against `apiBaseUrl`. */
export function codeSnippets(model: SnippetModel, apiBaseUrl: string): Record<SnippetLanguage, string> {
  const baseUrl = openAiBaseUrl(apiBaseUrl);
  return {
    curl: curl(model, baseUrl),
    python: python(model, baseUrl),
    javascript: javascript(model, baseUrl),
  };
}
