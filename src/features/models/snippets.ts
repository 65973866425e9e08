import type { ChatMessage } from '@/api/generated/model';
// Not the '@/config' barrel: a Node test runs these snippets, and the barrel reaches the app build's globals.
import { MODEL_TEST_DEFAULTS } from '@/config/model-test-defaults';

/** The key a snippet shows; the user replaces it with one of theirs (never a real key in a snippet). */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export const SNIPPET_LANGUAGES = ['curl', 'python', 'javascript'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export interface SnippetModel {
  readonly id: string;
  /** `embedding` calls the embeddings route; any other type (chat, one the console does not know, none) chat. */
  readonly model_type?: string;
}

/** What a snippet sends: the playground's current request, or the defaults without one. */
export type SnippetRequest =
  | {
      readonly kind: 'chat';
      readonly messages: readonly ChatMessage[];
      readonly temperature: number;
      readonly maxTokens: number;
      readonly topP: number;
    }
  | { readonly kind: 'embedding'; readonly input: string };

export const SAMPLE_PROMPT = 'Say hello in Swedish.';
export const SAMPLE_INPUT = 'The quick brown fox';

/** The request of a model's code before anything is typed in its playground. */
export function defaultSnippetRequest(model: SnippetModel): SnippetRequest {
  return model.model_type === 'embedding'
    ? { kind: 'embedding', input: SAMPLE_INPUT }
    : {
        kind: 'chat',
        messages: [{ role: 'user', content: SAMPLE_PROMPT }],
        temperature: MODEL_TEST_DEFAULTS.temperature,
        maxTokens: MODEL_TEST_DEFAULTS.maxTokens,
        topP: MODEL_TEST_DEFAULTS.topP,
      };
}

/** Text inside single quotes of a POSIX shell. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

type Dialect = 'json' | 'python' | 'javascript';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** An object of plain values this short stays on one line (a message: `{"role": "user", "content": "…"}`). */
const INLINE_WIDTH = 88;

function scalar(value: unknown, dialect: Dialect): string {
  if (value === null || value === undefined) return dialect === 'python' ? 'None' : 'null';
  if (typeof value === 'boolean' && dialect === 'python') return value ? 'True' : 'False';
  // JSON's string escapes are valid in Python and JavaScript string literals.
  return JSON.stringify(value);
}

function keyOf(key: string, dialect: Dialect): string {
  return dialect === 'javascript' && IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

/** A JSON value as a literal of `dialect`, indented from `indent` (4 spaces in Python, 2 otherwise). */
function literal(value: unknown, dialect: Dialect, indent = ''): string {
  if (value === null || typeof value !== 'object') return scalar(value, dialect);
  const inner = indent + (dialect === 'python' ? '    ' : '  ');
  const comma = dialect === 'json' ? '' : ',';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => `${inner}${literal(item, dialect, inner)}`);
    return `[\n${items.join(`,\n`)}${comma}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const pairs = entries.map(([key, item]) => `${keyOf(key, dialect)}: ${literal(item, dialect, inner)}`);
  const oneLine = dialect === 'javascript' ? `{ ${pairs.join(', ')} }` : `{${pairs.join(', ')}}`;
  const plain = entries.every(([, item]) => item === null || typeof item !== 'object');
  if (plain && indent.length + oneLine.length <= INLINE_WIDTH && indent !== '') return oneLine;
  return `{\n${pairs.map((pair) => `${inner}${pair}`).join(',\n')}${comma}\n${indent}}`;
}

/** The OpenAI-compatible base URL of the platform: its API base URL plus `/v1`. */
export function openAiBaseUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/v1`;
}

/** The body of the call, as the API names its fields. */
export function snippetBody(modelId: string, request: SnippetRequest): Record<string, unknown> {
  return request.kind === 'embedding'
    ? { model: modelId, input: request.input, encoding_format: MODEL_TEST_DEFAULTS.encodingFormat }
    : {
        model: modelId,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        temperature: request.temperature,
        max_tokens: request.maxTokens,
        top_p: request.topP,
      };
}

const pathOf = (request: SnippetRequest) =>
  request.kind === 'embedding' ? 'embeddings' : 'chat/completions';

function curl(body: Record<string, unknown>, request: SnippetRequest, baseUrl: string): string {
  return [
    `curl ${shellQuote(`${baseUrl}/${pathOf(request)}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Authorization: Bearer ${API_KEY_PLACEHOLDER}' \\`,
    `  -d ${shellQuote(literal(body, 'json'))}`,
  ].join('\n');
}

// Python with `requests`: the most installed HTTP client, packaged by every Linux distribution.
function python(body: Record<string, unknown>, request: SnippetRequest, baseUrl: string): string {
  return [
    'import requests',
    '',
    'response = requests.post(',
    `    ${JSON.stringify(`${baseUrl}/${pathOf(request)}`)},`,
    `    headers={"Authorization": ${JSON.stringify(`Bearer ${API_KEY_PLACEHOLDER}`)}},`,
    `    json=${literal(body, 'python', '    ')},`,
    '    timeout=60,',
    ')',
    'response.raise_for_status()',
    'data = response.json()',
    request.kind === 'embedding'
      ? 'print(len(data["data"][0]["embedding"]), data["usage"]["total_tokens"])'
      : 'print(data["choices"][0]["message"]["content"])',
  ].join('\n');
}

function javascript(body: Record<string, unknown>, request: SnippetRequest, baseUrl: string): string {
  const client = [
    "import OpenAI from 'openai';",
    '',
    `const client = new OpenAI({ baseURL: ${JSON.stringify(baseUrl)}, apiKey: ${JSON.stringify(API_KEY_PLACEHOLDER)} });`,
    '',
  ];
  return request.kind === 'embedding'
    ? [
        ...client,
        `const response = await client.embeddings.create(${literal(body, 'javascript')});`,
        'console.log(response.data[0].embedding.length, response.usage.total_tokens);',
      ].join('\n')
    : [
        ...client,
        `const response = await client.chat.completions.create(${literal(body, 'javascript')});`,
        'console.log(response.choices[0].message.content);',
      ].join('\n');
}

/**
 * Ready-to-run calls of the model against `apiBaseUrl`: curl, Python (`requests`) and JavaScript (the
 * `openai` SDK). They send `request` (the playground's), or the defaults without one; never streamed.
 */
export function codeSnippets(
  model: SnippetModel,
  apiBaseUrl: string,
  request: SnippetRequest = defaultSnippetRequest(model),
): Record<SnippetLanguage, string> {
  const baseUrl = openAiBaseUrl(apiBaseUrl);
  const body = snippetBody(model.id, request);
  return {
    curl: curl(body, request, baseUrl),
    python: python(body, request, baseUrl),
    javascript: javascript(body, request, baseUrl),
  };
}
