import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Node's `http` ⇄ the Fetch API, so msw's handlers (which take a `Request` and give a `Response`) can answer
 * real sockets. Bodies stream both ways: a server-sent-events response goes out event by event.
 */

const BODYLESS = new Set(['GET', 'HEAD']);

/** The request as a Fetch `Request`; `signal` aborts when the client goes away before the answer. */
export function toFetchRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const url = new URL(req.url ?? '/', origin);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = !BODYLESS.has(method);
  return new Request(url, {
    method,
    headers,
    signal,
    body: hasBody ? Readable.toWeb(req) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Headers that Node's `http` sets itself from how the body is written. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

/**
 * Writes a Fetch `Response` to the socket. `Response.error()` (msw's `HttpResponse.error()`, a fault's
 * "network failure") destroys the socket, which a browser reports as a failed fetch.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  for (const [name, value] of response.headers) {
    if (!HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;

  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  if (isEventStream(response)) {
    // Server-sent events: headers now, then every event as soon as the handler enqueues it.
    res.setHeader('Cache-Control', response.headers.get('Cache-Control') ?? 'no-cache');
    res.setHeader('X-Accel-Buffering', 'no');
    res.removeHeader('Content-Length');
    res.flushHeaders();
    req.socket.setNoDelay(true);
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch {
    // The client went away, or the body stream failed half-way (a fault): end the connection abruptly
    // rather than pretend the body was complete.
    req.socket.destroy();
  }
}

function isEventStream(response: Response): boolean {
  return /^text\/event-stream\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** Reads a small request body (a login form) as text; refuses anything over `limit` bytes. */
export async function readSmallBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
