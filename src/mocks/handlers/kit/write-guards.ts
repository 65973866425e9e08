import { isJsonContentType, isWriteMethod, WRITE_HEADER } from '@/api/write-header';

import type { MockDb } from '../../store/db';
import type { IdempotentOutcome } from '../../store/idempotency';

import { SESSION_COOKIE } from '../../store/sessions';

import { callerOf, cookieOf } from './auth';
import { fail, respondWith } from './respond';

/**
 * What a real platform must do with every state-changing request (docs/security.md, "Forged requests" and
 * "Charges happen once"), as the mock platform does for every operation of the contract.
 */

/**
 * The largest request body the platform reads (2 MiB: a prompt that fills the largest context window, with
 * room to spare); a larger one is refused `413 PAYLOAD_TOO_LARGE` before it is read. nginx's `/api/` location
 * sets the same `client_max_body_size`.
 */
export const MAX_REQUEST_BODY_BYTES = 2 * 1024 * 1024;

/** The envelope of a body over the limit, as the mock platform and nginx answer it. */
export const PAYLOAD_TOO_LARGE = {
  error: 'The request body is larger than the platform accepts (2 MiB).',
  code: 'PAYLOAD_TOO_LARGE',
} as const;

export const isWrite = (request: Request) => isWriteMethod(request.method);

/**
 * A write carried by the session cookie must bring the console's header: a form or a `no-cors` fetch from
 * another origin of the same site sends the cookie but cannot add a header without a CORS preflight, which
 * only the console's origins pass. A request with an API key and no session cookie needs no check: a browser
 * never adds a bearer token on its own (it may add Basic or Negotiate credentials, which do not exempt).
 */
export function refuseForgedWrite(request: Request, cookies?: Record<string, string>): void {
  if (!isWrite(request)) return;
  const bearer = /^Bearer\s/i.test(request.headers.get('authorization') ?? '');
  if (bearer && cookieOf(request, SESSION_COOKIE, cookies) === undefined) return;
  if (request.headers.get(WRITE_HEADER)?.trim()) return;
  fail(403, 'CSRF_CHECK_FAILED', {
    message: `A request that changes something must carry the ${WRITE_HEADER} header.`,
  });
}

/** A write with a body must label it JSON: text and form bodies are what other sites can send unannounced. */
export async function refuseNonJsonBody(request: Request): Promise<void> {
  if (!isWrite(request)) return;
  if (isJsonContentType(request.headers.get('content-type'))) return;
  const body = await request.clone().arrayBuffer();
  if (body.byteLength === 0) return;
  fail(415, 'UNSUPPORTED_MEDIA_TYPE', {
    message: 'The request body must be JSON (Content-Type: application/json).',
  });
}

/**
 * Whose keys these are: the signed-in person (the same before and after registering, and never a teammate,
 * who could otherwise replay an admin's answer), else the API key.
 */
function scopeOf(db: MockDb, request: Request, cookies?: Record<string, string>): string | undefined {
  const caller = callerOf(db, request, cookies);
  if (caller) return `identity:${caller.identity.subject}`;
  const bearer = request.headers.get('authorization');
  return bearer ? `bearer:${bearer}` : undefined;
}

async function fingerprintOf(request: Request): Promise<string> {
  const { pathname, search } = new URL(request.url);
  return `${request.method} ${pathname}${search}\n${await request.clone().text()}`;
}

/**
 * Refusals that say nothing ran for good: a repeat after signing in again, later, or sent as JSON must run.
 */
const NOT_KEPT = new Set([401, 403, 408, 415, 429]);

/**
 * Runs a write once per `Idempotency-Key` and caller: a repeat, in parallel or later, is given the first one's
 * answer (success or refusal); the same key with another request is refused (409). A 5xx, a network fault,
 * and a 401, 403, 408, 415 or 429 are not kept, so a repeat runs. Without a key, or a caller, it simply runs.
 */
export async function runIdempotently(
  db: MockDb,
  request: Request,
  cookies: Record<string, string> | undefined,
  execute: () => Promise<unknown>,
): Promise<unknown> {
  const key = request.headers.get('idempotency-key')?.trim();
  const scope = key && isWrite(request) ? scopeOf(db, request, cookies) : undefined;
  if (!key || !scope) return execute();
  const id = `${scope}|${key}`;
  const fingerprint = fingerprintOf(request);
  // A body the client stopped sending fails here and in the run; this reading's failure must not go unseen.
  fingerprint.catch(() => undefined);

  for (;;) {
    const earlier = db.idempotency.find(id);
    if (!earlier) break;
    if ((await earlier.fingerprint) !== (await fingerprint)) {
      fail(409, 'IDEMPOTENCY_KEY_REUSED', {
        message: 'This Idempotency-Key was used for another request. Use a new key for a new request.',
      });
    }
    const outcome = await earlier.outcome;
    if (outcome?.kind === 'body') return structuredClone(outcome.body);
    if (outcome?.kind === 'refusal') respondWith(outcome.response.clone());
    // Its answer was not kept: run, unless another repeat has taken the key meanwhile (then wait for it).
  }

  let settle: (outcome: IdempotentOutcome | undefined) => void = () => undefined;
  const outcome = new Promise<IdempotentOutcome | undefined>((resolve) => (settle = resolve));
  db.idempotency.take(id, fingerprint, outcome);
  const entry = db.idempotency.find(id);
  try {
    const body = await execute();
    settle({ kind: 'body', body: structuredClone(body) });
    return body;
  } catch (error) {
    // An early answer (204) or a refusal is kept; a network fault (`Response.error()`, status 0) or a 5xx
    // leaves no answer to keep.
    const kept =
      error instanceof Response && error.status >= 200 && error.status < 500 && !NOT_KEPT.has(error.status);
    if (kept) {
      settle({ kind: 'refusal', response: error.clone() });
    } else {
      if (entry) db.idempotency.release(id, entry);
      settle(undefined);
    }
    throw error;
  }
}
