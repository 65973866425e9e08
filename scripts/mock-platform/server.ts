import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { getResponse, type RequestHandler } from 'msw';

import { keepIdleConnections } from '../lib/keep-alive.mjs';

import { MAX_REQUEST_BODY_BYTES, PAYLOAD_TOO_LARGE } from '@/mocks/handlers/kit/write-guards';
import { SESSION_COOKIE } from '@/mocks/store/sessions';
import { MOCK_GUIDE_PATH as GUIDE_PATH } from '@/config/constants';

import { answerPreflight, corsHeaders, isPreflight } from './cors';
import { sendFetchResponse, toFetchRequest } from './fetch-adapter';

/**
 * The mock platform's HTTP server: `/oidc/*` goes to the OpenID Connect provider, everything else to the
 * msw handlers (every contract operation and the control API `/__mock/*`), answered over real sockets.
 */
export interface MockPlatformServerOptions {
  /** Used to build request URLs when a request has no Host header, e.g. `http://localhost:3000`. */
  defaultOrigin: string;
  consoleOrigins: readonly string[];
  /** The handlers, read per request (a scenario switch may replace them). */
  handlers: () => readonly RequestHandler[];
  /** Serves `/oidc` and everything under it. */
  oidc: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
  /** One line per finished request; omit to log nothing. */
  log?: (line: string) => void;
}

export const OIDC_MOUNT_PATH = '/oidc';

export function createMockPlatformServer(options: MockPlatformServerOptions): Server {
  const server = createServer((req, res) => {
    const started = performance.now();
    if (options.log) logWhenDone(req, res, started, options.log);
    handle(req, res, options).catch((error: unknown) => {
      console.error(`mock platform: ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) {
        sendJson(res, 500, { error: `The mock platform failed: ${messageOf(error)}`, code: 'SERVER_ERROR' });
      } else {
        res.destroy();
      }
    });
  });
  // Idle connections outlive every client's reuse of them; close() in platform.ts ends them on shutdown.
  return keepIdleConnections(server);
}

async function handle(req: IncomingMessage, res: ServerResponse, options: MockPlatformServerOptions) {
  const path = pathOf(req);
  if (path === OIDC_MOUNT_PATH || path.startsWith(`${OIDC_MOUNT_PATH}/`)) {
    // The provider sets its own CORS headers (discovery for everyone, the rest per client).
    await options.oidc(req, res);
    return;
  }
  if (isPreflight(req)) {
    answerPreflight(req, res, options.consoleOrigins);
    return;
  }
  if (path === GUIDE_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    // The testers' guide (demo accounts, test cards, scenarios, faults), linked from the card form's test-mode
    // hint: plain text, which every browser shows.
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    const guide = fileURLToPath(new URL('../../docs/mock-platform.md', import.meta.url));
    res.end(req.method === 'HEAD' ? undefined : await readFile(guide, 'utf8'));
    return;
  }

  const cors = corsHeaders(req, options.consoleOrigins);
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BODY_BYTES) {
    // Refused before it is read: a huge body costs the platform nothing, and /health stays fast. What is
    // still on its way is drained, so the client reads the answer rather than a reset connection.
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    res.setHeader('Connection', 'close');
    sendJson(res, 413, PAYLOAD_TOO_LARGE);
    req.resume();
    return;
  }
  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const origin = req.headers.host ? `http://${req.headers.host}` : options.defaultOrigin;
  const request = toFetchRequest(req, origin, aborted.signal);
  let response: Response | undefined;
  try {
    response = await getResponse([...options.handlers()], request);
  } catch (error) {
    if (aborted.signal.aborted) return; // the client gave up (e.g. on a "hang" fault): nobody to answer
    throw error;
  }
  if (aborted.signal.aborted) return;
  if (!response) {
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    sendJson(res, 404, { error: `No operation matches ${req.method} ${path}`, code: 'INVALID_REQUEST' });
    return;
  }
  // What a signed-in caller is answered (a key's secret, the profile, invoices) is never kept by a browser or
  // proxy cache: the platform marks it, unless the answer set its own policy.
  const privateAnswer: Record<string, string> =
    isAuthenticated(req) && !response.headers.has('Cache-Control') ? { 'Cache-Control': 'no-store' } : {};
  await sendFetchResponse(req, res, response, { ...cors, ...privateAnswer });
}

/** Whether the request carries the session cookie or an API key. */
function isAuthenticated(req: IncomingMessage): boolean {
  const cookies = (req.headers.cookie ?? '').split(';').map((part) => part.trim());
  return Boolean(req.headers.authorization) || cookies.some((part) => part.startsWith(`${SESSION_COOKIE}=`));
}

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `GET /v1/models 200 4ms`; `ERR` when the socket closed before an answer (a network fault, a hang). */
function logWhenDone(
  req: IncomingMessage,
  res: ServerResponse,
  started: number,
  log: (line: string) => void,
) {
  const path = pathOf(req); // before the provider's mount rewrites req.url
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    const status = res.headersSent ? String(res.statusCode) : 'ERR';
    log(`${req.method} ${path} ${status} ${ms}ms`);
  });
}
