import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

import { DEFAULT_REQUEST_TIMEOUT_MS } from '@/config/constants';

import { ApiError, errorFromAnswer, readErrorEnvelope } from './api-error';
import { apiRequest, type ApiRequestInit } from './client';

/**
 * Server-sent events through the one HTTP client (`apiRequest`: base URL, session cookie, error envelope →
 * `ApiError`), for the calls that stream, such as a chat completion with `stream: true` (OpenAI style:
 * `data: <json>` events ending with `data: [DONE]`). Orval's generated function reads the whole body, so a
 * caller could never show tokens as they arrive.
 */

export interface EventStreamInit<Schema extends $ZodType> extends Omit<
  ApiRequestInit,
  'schema' | 'timeoutMs'
> {
  /** Every event's JSON is checked against it (the contract's chunk schema). */
  schema: Schema;
  /** Fails with REQUEST_TIMEOUT when the answer, or its next event, takes longer. */
  idleTimeoutMs?: number;
}

/** The end-of-stream marker OpenAI-compatible APIs send as the last event's data. */
export const STREAM_DONE = '[DONE]';

/**
 * Splits server-sent events text into the `data` of each event, across chunks of any size. Feed it the text
 * as it arrives; it returns the events completed so far. Comments, `event:`/`id:`/`retry:` fields are skipped.
 */
export function createSseParser(): (text: string) => string[] {
  let buffer = '';
  let data: string[] = [];
  return (text) => {
    buffer += text;
    const events: string[] = [];
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = buffer.slice(0, newline);
      const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the end may be the first half of \r\n: wait for more text.
      if (width === 1 && buffer[newline] === '\r' && newline === buffer.length - 1) break;
      buffer = buffer.slice(newline + width);
      if (line === '') {
        if (data.length > 0) events.push(data.join('\n'));
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
    }
    return events;
  };
}

function malformed(status: number, message: string, cause?: unknown, details?: unknown): ApiError {
  return new ApiError({ status, code: 'SERVER_ERROR', kind: 'malformed', message, cause, details });
}

/** An event that is the error envelope (a failure after the stream began) becomes its `ApiError`. */
function errorEvent(status: number, body: unknown): ApiError | undefined {
  return readErrorEnvelope(body) ? errorFromAnswer(status, body) : undefined;
}

/**
 * Sends the request and yields each event's JSON, validated, until `[DONE]` or the end of the stream. Fails
 * with an `ApiError` like every call (the error envelope, NETWORK_ERROR, REQUEST_TIMEOUT, a malformed event);
 * when the caller's `signal` aborts, it stops with that abort, which is not a failure.
 */
export async function* apiEventStream<Schema extends $ZodType>(
  path: string,
  {
    schema,
    idleTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    signal: callerSignal,
    ...init
  }: EventStreamInit<Schema>,
): AsyncGenerator<output<Schema>, void, undefined> {
  const idle = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armIdleTimer = () => {
    clearTimeout(timer);
    if (idleTimeoutMs > 0) timer = setTimeout(() => idle.abort(), idleTimeoutMs);
  };
  const signal = callerSignal ? AbortSignal.any([callerSignal, idle.signal]) : idle.signal;
  const timedOut = (cause: unknown) =>
    new ApiError({
      status: 0,
      code: 'REQUEST_TIMEOUT',
      kind: 'timeout',
      message: 'Request timed out',
      cause,
    });

  const headers = new Headers(init.headers);
  headers.set('Accept', 'text/event-stream');
  armIdleTimer();
  try {
    let response: Response;
    try {
      response = await apiRequest(path, { ...init, headers, signal, timeoutMs: 0 });
    } catch (cause) {
      if (idle.signal.aborted && !callerSignal?.aborted) throw timedOut(cause);
      throw cause;
    }
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!/^text\/event-stream\b/i.test(contentType) || !response.body) {
      throw malformed(response.status, 'The server did not answer with an event stream.');
    }

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser();
    // Whatever fetch does with the body on abort, a pending read ends now.
    const stopReading = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', stopReading, { once: true });
    /** Why reading stopped early: the caller's abort (as it gave it), or the idle timeout. */
    const stopped = (cause?: unknown): Error | undefined => {
      if (callerSignal?.aborted) {
        const reason: unknown = callerSignal.reason;
        return reason instanceof Error ? reason : new DOMException('The stream was aborted.', 'AbortError');
      }
      return idle.signal.aborted ? timedOut(cause) : undefined;
    };
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (cause) {
          throw (
            stopped(cause) ??
            new ApiError({
              status: response.status,
              code: 'NETWORK_ERROR',
              kind: 'network',
              message: 'Network error',
              cause,
            })
          );
        }
        const reason = stopped();
        if (reason !== undefined) throw reason;
        if (chunk.done) return;
        armIdleTimer();
        for (const data of parse(decoder.decode(chunk.value, { stream: true }))) {
          if (data.trim() === STREAM_DONE) return;
          let body: unknown;
          try {
            body = JSON.parse(data);
          } catch (cause) {
            throw malformed(response.status, 'The server sent an event that is not valid JSON.', cause);
          }
          const parsed = safeParse(schema, body);
          if (!parsed.success) {
            throw (
              errorEvent(response.status, body) ??
              malformed(
                response.status,
                'The server sent an event the console does not understand.',
                parsed.error,
                parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
              )
            );
          }
          yield parsed.data;
        }
      }
    } finally {
      signal.removeEventListener('abort', stopReading);
      // Stops the download when the caller stops early (break, an error, [DONE]).
      await reader.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(timer);
  }
}
