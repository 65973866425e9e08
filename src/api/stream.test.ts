import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';

import { ApiError } from './api-error';
import { configureApiClient } from './client';
import { ChatCompletionChunk } from './generated/model';
import { apiEventStream, createSseParser, type EventStreamInit } from './stream';

const API = 'http://api.test';
const PATH = '/v1/chat/completions';
let restore: () => void;

beforeEach(() => {
  restore = configureApiClient({ baseUrl: () => API });
});
afterEach(() => restore());

const encoder = new TextEncoder();

function chunk(content: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_763_800_000,
    model: 'm',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
    ...extra,
  };
}

/** A streamed answer from the given pieces of text, each sent after `gapMs`, optionally never ending. */
function streamOf(pieces: string[], { gapMs = 0, hang = false } = {}) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      const piece = pieces[index++];
      if (piece !== undefined) controller.enqueue(encoder.encode(piece));
      else if (!hang) controller.close();
      else await new Promise(() => undefined);
    },
  });
}

function serve(body: ReadableStream<Uint8Array>) {
  server.use(
    http.post(`${API}${PATH}`, () => {
      return new HttpResponse(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
      });
    }),
  );
}

/**
 * Answers with the body directly (no msw): a stream cut mid-way under msw's socket interceptor trips an
 * assertion inside Node's fetch after the test.
 */
function serveDirectly(body: ReadableStream<Uint8Array>): () => void {
  return configureApiClient({
    fetch: () => Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })),
  });
}

async function collect(init: Partial<EventStreamInit<typeof ChatCompletionChunk>> = {}) {
  const contents: string[] = [];
  for await (const event of apiEventStream(PATH, {
    method: 'POST',
    body: '{}',
    schema: ChatCompletionChunk,
    ...init,
  })) {
    contents.push(event.choices[0]?.delta?.content ?? '');
  }
  return contents;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createSseParser', () => {
  it('yields the data of each event, across chunk boundaries and line endings', () => {
    const parse = createSseParser();
    expect(parse('data: one\n\nda')).toEqual(['one']);
    expect(parse('ta: two\r\n')).toEqual([]);
    expect(parse('\r\n: a comment\nevent: x\ndata:three\n')).toEqual(['two']);
    expect(parse('data: more\r')).toEqual([]);
    expect(parse('\n\r\n')).toEqual(['three\nmore']);
  });
});

describe('apiEventStream', () => {
  it("yields each event's validated JSON until [DONE], asking for an event stream with the session", async () => {
    let accept: string | null = null;
    let credentials: RequestCredentials | undefined;
    const undo = configureApiClient({
      fetch: (_input, init) => {
        accept = new Headers(init?.headers).get('Accept');
        credentials = init?.credentials;
        return Promise.resolve(
          new Response(
            streamOf([
              `data: ${JSON.stringify(chunk('Hej'))}\n\n`,
              `data: ${JSON.stringify(chunk(' då'))}\n\ndata: [DONE]\n\n`,
              `data: ${JSON.stringify(chunk('never read'))}\n\n`,
            ]),
            { headers: { 'Content-Type': 'text/event-stream' } },
          ),
        );
      },
    });
    try {
      expect(await collect()).toEqual(['Hej', ' då']);
    } finally {
      undo();
    }
    expect(accept).toBe('text/event-stream');
    expect(credentials).toBe('include');
  });

  it('turns an error answer into the catalogue error, like every call', async () => {
    server.use(
      http.post(`${API}${PATH}`, () =>
        HttpResponse.json({ error: 'Model is down', code: 'SERVER_ERROR' }, { status: 503 }),
      ),
    );
    const error = await failure(collect());
    expect(error).toMatchObject({ status: 503, code: 'SERVER_ERROR', message: 'Model is down' });
  });

  it('fails clearly on an event that is not JSON or not a chunk', async () => {
    serve(streamOf(['data: {not json\n\n']));
    expect(await failure(collect())).toMatchObject({ code: 'SERVER_ERROR', kind: 'malformed' });
    serve(streamOf([`data: ${JSON.stringify({ hello: 'world' })}\n\n`]));
    expect(await failure(collect())).toMatchObject({ code: 'SERVER_ERROR', kind: 'malformed' });
  });

  it('passes on an error envelope sent inside the stream', async () => {
    serve(
      streamOf([
        `data: ${JSON.stringify(chunk('Hej'))}\n\n`,
        `data: ${JSON.stringify({ error: 'Slow down', code: 'RATE_LIMIT_EXCEEDED' })}\n\n`,
      ]),
    );
    expect(await failure(collect())).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', message: 'Slow down' });
  });

  it('fails when the answer is not an event stream', async () => {
    server.use(http.post(`${API}${PATH}`, () => HttpResponse.json({ ok: true })));
    expect(await failure(collect())).toMatchObject({ kind: 'malformed' });
  });

  it('times out with REQUEST_TIMEOUT when the next event does not come', async () => {
    const undo = serveDirectly(streamOf([`data: ${JSON.stringify(chunk('Hej'))}\n\n`], { hang: true }));
    try {
      const error = await failure(collect({ idleTimeoutMs: 50 }));
      expect(error).toMatchObject({ code: 'REQUEST_TIMEOUT', kind: 'timeout' });
    } finally {
      undo();
    }
  });

  it("stops with the caller's abort, which is not an ApiError, keeping what arrived", async () => {
    const undo = serveDirectly(streamOf([`data: ${JSON.stringify(chunk('Hej'))}\n\n`], { hang: true }));
    const controller = new AbortController();
    const contents: string[] = [];
    const run = (async () => {
      for await (const event of apiEventStream(PATH, {
        method: 'POST',
        body: '{}',
        schema: ChatCompletionChunk,
        signal: controller.signal,
      })) {
        contents.push(event.choices[0]?.delta?.content ?? '');
        controller.abort();
      }
    })();
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    undo();
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(contents).toEqual(['Hej']);
  });
});
