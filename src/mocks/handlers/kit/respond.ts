import { HttpResponse } from 'msw';

import type { ErrorCode, ErrorResponse, FieldError } from '@/api/generated/model';
import { errorsAppEn } from '@/i18n/errors-app.en';
import { errorsEn } from '@/i18n/errors.en';

const MESSAGES: Record<ErrorCode, string> = { ...errorsEn.codes, ...errorsAppEn.codes };

/** The catalogue's English text for a code; for another code, a plain sentence naming it. */
function messageOf(code: string): string {
  return Object.hasOwn(MESSAGES, code)
    ? MESSAGES[code as ErrorCode]
    : `The platform refused the request (${code}).`;
}

/**
 * Answers anything but the documented success: msw answers a `Response` thrown from a resolver as it is,
 * while a returned one would be wrapped as success JSON (docs/mock-platform.md, "For developers").
 */
export function respondWith(response: Response): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- msw's documented way to answer early
  throw response;
}

/** The contract's error envelope; the message defaults to the catalogue's English text for the code. */
export function errorBody(code: string, message?: string, details?: ErrorResponse['details']): ErrorResponse {
  return { error: message ?? messageOf(code), code, ...(details !== undefined && { details }) };
}

export interface FailOptions {
  message?: string;
  details?: ErrorResponse['details'];
  headers?: HeadersInit;
}

/** Answers the error envelope with `status` and `code`. */
export function fail(status: number, code: string, options: FailOptions = {}): never {
  return respondWith(
    HttpResponse.json(errorBody(code, options.message, options.details), {
      status,
      headers: options.headers,
    }),
  );
}

/** 400 VALIDATION_ERROR with the field paths. */
export function invalid(details: FieldError[]): never {
  return fail(400, 'VALIDATION_ERROR', { details });
}

/** 404: the contract answers `INVALID_REQUEST` for an unknown resource. */
export function notFound(what: string): never {
  return fail(404, 'INVALID_REQUEST', { message: `${what} was not found.` });
}

export function forbidden(message?: string): never {
  return fail(403, 'INSUFFICIENT_PERMISSIONS', { message });
}

/** 302 to `location`, with extra headers (a session cookie). */
export function redirect(location: string, headers: Headers = new Headers()): never {
  headers.set('Location', location);
  return respondWith(new HttpResponse(null, { status: 302, headers }));
}

/** 204 No Content (an operation whose documented success is 204 but that the factory answers itself). */
export function noContent(): never {
  return respondWith(new HttpResponse(null, { status: 204 }));
}
