import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  API_KEY_PLACEHOLDER,
  codeSnippets,
  type SnippetLanguage,
  type SnippetRequest,
} from '@/features/models/snippets';
import { createHandlers } from '@/mocks/handlers';
import { generateReply } from '@/mocks/inference/reply';
import { tokenize } from '@/mocks/inference/tokens';
import { createMockDb } from '@/mocks/store';
import { DEMO_API_KEY } from '@/mocks/store/demo';

import { findPythonWithRequests } from '../lib/python.mjs';
import { createMockPlatformServer } from './server';

/**
 * The Code tab's snippets, run verbatim (only the key filled in) against the mock platform listening on a real
 * port: curl through the shell, Python with `requests`, JavaScript with the `openai` SDK under Node. The mock
 * records what each one sent.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHAT_MODEL = { id: 'mistral-small-3.2-24b', model_type: 'chat' };
const EMBEDDING_MODEL = { id: 'bge-m3', model_type: 'embedding' };

// A playground that differs from the defaults in every setting, with a conversation and a draft prompt.
const PLAYGROUND: Extract<SnippetRequest, { kind: 'chat' }> = {
  kind: 'chat',
  messages: [
    { role: 'system', content: 'Answer like a Stockholm tour guide.' },
    { role: 'user', content: 'Name a fjord.' },
    { role: 'assistant', content: 'There are none in Stockholm, but Gullmarsfjorden is on the west coast.' },
    { role: 'user', content: 'What\'s a café called "fika"?' },
  ],
  temperature: 0.2,
  maxTokens: 42,
  topP: 0.9,
};
const EMBEDDING_INPUT = 'Älgar i Norrland';

interface Recorded {
  path: string;
  authorization: string | null;
  body: unknown;
}

const db = createMockDb({ settings: { inferenceLatencyMs: 0 } });
const recorded: Recorded[] = [];
const handlers = [
  // Falls through to the platform's own handler after noting the request.
  http.post('*/v1/*', async ({ request }) => {
    recorded.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      body: await request.clone().json(),
    });
  }),
  ...createHandlers(db),
];
const server = createMockPlatformServer({
  defaultOrigin: 'http://127.0.0.1',
  consoleOrigins: [],
  handlers: () => handlers,
  oidc: (_req, res) => {
    res.statusCode = 404;
    res.end();
  },
});
let apiBaseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function runProcess(command: string, args: string[], stdin: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, PYTHONIOENCODING: 'utf-8' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** Runs one snippet as a user would, with the demo key in place of the placeholder. */
async function runSnippet(language: SnippetLanguage, code: string): Promise<Run> {
  const filled = code.replaceAll(API_KEY_PLACEHOLDER, DEMO_API_KEY);
  switch (language) {
    case 'curl':
      return runProcess('/bin/sh', ['-s'], `${filled.replace(/^curl /, '/usr/bin/curl ')}\n`);
    case 'python': {
      const python = findPythonWithRequests();
      if (!python) {
        throw new Error(
          'No Python 3 with requests: run `node scripts/ensure-python-requests.mjs` (installs Debian’s ' +
            'python3-requests) or set PYTHON to an interpreter that has it.',
        );
      }
      return runProcess(python, ['-'], filled);
    }
    case 'javascript':
      // From the project's root, so `import OpenAI from 'openai'` finds the SDK in node_modules.
      return runProcess(process.execPath, ['--input-type=module', '-'], filled);
  }
}

/** What the mock answers to the playground's conversation: its reply, cut at max_tokens. */
function expectedReply(): string {
  const model = db.models.get(CHAT_MODEL.id);
  if (!model) throw new Error(`${CHAT_MODEL.id} is not in the mock's catalogue`);
  return tokenize(generateReply(model, PLAYGROUND.messages)).slice(0, PLAYGROUND.maxTokens).join('');
}

/** The reply a snippet printed: curl prints the whole answer, Python and JavaScript its content. */
function printedReply(language: SnippetLanguage, stdout: string): string {
  if (language !== 'curl') return stdout.replace(/\n$/, '');
  const answer = JSON.parse(stdout) as { choices: { message: { content: string } }[] };
  return answer.choices[0]?.message.content ?? '';
}

describe('the code snippets run verbatim against the mock platform', () => {
  it.each(['curl', 'python', 'javascript'] as const)(
    '%s sends the playground’s model, messages and settings with the key, and prints the reply',
    async (language) => {
      recorded.length = 0;
      const run = await runSnippet(language, codeSnippets(CHAT_MODEL, apiBaseUrl, PLAYGROUND)[language]);
      expect(run.status, run.stderr).toBe(0);
      expect(recorded).toEqual([
        {
          path: '/v1/chat/completions',
          authorization: `Bearer ${DEMO_API_KEY}`,
          body: {
            model: CHAT_MODEL.id,
            messages: PLAYGROUND.messages,
            temperature: 0.2,
            max_tokens: 42,
            top_p: 0.9,
          },
        },
      ]);
      const reply = expectedReply();
      expect(reply.length).toBeGreaterThan(20);
      expect(printedReply(language, run.stdout)).toBe(reply);
    },
  );

  it.each(['curl', 'python', 'javascript'] as const)(
    '%s embeds the playground’s text and prints what it says it prints',
    async (language) => {
      recorded.length = 0;
      const request: SnippetRequest = { kind: 'embedding', input: EMBEDDING_INPUT };
      const run = await runSnippet(language, codeSnippets(EMBEDDING_MODEL, apiBaseUrl, request)[language]);
      expect(run.status, run.stderr).toBe(0);
      expect(recorded).toEqual([
        {
          path: '/v1/embeddings',
          authorization: `Bearer ${DEMO_API_KEY}`,
          body: { model: EMBEDDING_MODEL.id, input: EMBEDDING_INPUT, encoding_format: 'float' },
        },
      ]);
      const dimensions = db.models.get(EMBEDDING_MODEL.id)?.dimensions;
      if (language === 'curl') {
        const answer = JSON.parse(run.stdout) as { data: { embedding: number[] }[] };
        expect(answer.data[0]?.embedding).toHaveLength(dimensions ?? -1);
      } else {
        expect(run.stdout).toMatch(new RegExp(`^${dimensions} \\d+\\n$`));
      }
    },
  );
});
