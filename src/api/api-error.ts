import type { ErrorCode } from './generated/model';

/** Why a call failed, beyond the catalogue code: lets the UI offer the right way out (retry, sign in, …). */
export type ApiFailureKind =
  | 'http' // the server answered an error status
  | 'network' // no answer at all (offline, DNS, CORS, connection reset)
  | 'timeout' // no answer within the client's timeout
  | 'malformed'; // an answer the contract does not allow (bad JSON, wrong shape)

export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

interface ApiErrorInit {
  readonly status: number;
  readonly code: string | undefined;
  readonly message: string;
  readonly kind: ApiFailureKind;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  readonly cause?: unknown;
}

/** The one error type every generated hook and client call rejects with. */
export class ApiError extends Error {
  readonly status: number;
  /**
   * The server's code as it sent it (usually a catalogue `ErrorCode`, possibly another), the client's own
   * (NETWORK_ERROR, REQUEST_TIMEOUT, SERVER_ERROR for an unreadable answer), or the status's catalogue code
   * when the answer carried neither a code nor a message. Undefined when the server sent only a message.
   */
  readonly code: string | undefined;
  readonly kind: ApiFailureKind;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** VALIDATION_ERROR's field list (`details` as `[{path, message}]`); empty for anything else. */
  get fieldIssues(): FieldIssue[] {
    const details: unknown = this.details;
    if (!Array.isArray(details)) return [];
    return details.filter((d: unknown): d is FieldIssue => {
      if (typeof d !== 'object' || d === null) return false;
      const { path, message } = d as Record<string, unknown>;
      return typeof path === 'string' && typeof message === 'string';
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The session is gone (AUTH_REQUIRED, or a 401 from a platform that sends only a message): sign in again. */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'AUTH_REQUIRED' || error.status === 401);
}

/** What an error answer's body says: the platform's envelope `{error, code, details}`, read tolerantly. */
export interface ErrorEnvelope {
  readonly message?: string;
  readonly code?: string;
  readonly details?: unknown;
}

/**
 * Reads the error envelope from any JSON body: `error` (or `message`) as the message, `code` as a string
 * whatever its value, `details` as it is. The OpenAI-compatible routes may nest them (`{error: {message,
 * code}}`). Undefined when the body says neither a message nor a code.
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelope | undefined {
  const record = asRecord(body);
  if (!record) return undefined;
  const nested = asRecord(record.error);
  const message =
    nonEmptyString(record.error) ?? nonEmptyString(nested?.message) ?? nonEmptyString(record.message);
  const code = nonEmptyString(record.code) ?? nonEmptyString(nested?.code);
  if (message === undefined && code === undefined) return undefined;
  return { message, code, details: record.details };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The `ApiError` of an error answer: its envelope's words, else the status's catalogue code. */
export function errorFromAnswer(
  status: number,
  body: unknown,
  options: { readonly statusText?: string; readonly retryAfterSeconds?: number } = {},
): ApiError {
  const envelope = readErrorEnvelope(body);
  return new ApiError({
    status,
    // A message without a code is the server's word; a guess from the status would replace it.
    code: envelope ? envelope.code : codeForStatus(status),
    kind: 'http',
    // A code without words has no server message to show: the status line is not one (spec section 8's
    // order then falls through to the code's message or the generic one).
    message: envelope ? (envelope.message ?? '') : options.statusText || `HTTP ${status}`,
    details: envelope?.details,
    retryAfterSeconds: options.retryAfterSeconds,
  });
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The catalogue code for an error status whose body carried none. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'INSUFFICIENT_PERMISSIONS';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 429) return 'RATE_LIMIT_EXCEEDED';
  if (status >= 500) return 'SERVER_ERROR';
  return 'INVALID_REQUEST';
}
