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
  readonly code: ErrorCode;
  readonly message: string;
  readonly kind: ApiFailureKind;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  readonly cause?: unknown;
}

/** The one error type every generated hook and client call rejects with. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
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

/** The catalogue code for an error status whose body carried none. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'AUTH_REQUIRED';
  if (status === 403) return 'INSUFFICIENT_PERMISSIONS';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 429) return 'RATE_LIMIT_EXCEEDED';
  if (status >= 500) return 'SERVER_ERROR';
  return 'INVALID_REQUEST';
}
