import { HttpResponse } from 'msw';

import type { ErrorCode } from '@/api/generated/model';
import { codeForStatus } from '@/api/api-error';

import type { Fault } from '../../store/state';

import { errorBody, respondWith } from './respond';

/** The status a catalogue code is answered with when a fault names only the code. */
const STATUS_OF_CODE: Partial<Record<ErrorCode, number>> = {
  EMAIL_ALREADY_EXISTS: 409,
  USER_ALREADY_EXISTS: 409,
  COMPANY_ALREADY_EXISTS: 409,
  PAYMENT_FAILED: 402,
  AUTH_REQUIRED: 401,
  INSUFFICIENT_PERMISSIONS: 403,
  RATE_LIMIT_EXCEEDED: 429,
  REGISTRATION_RATE_LIMIT_EXCEEDED: 429,
  REQUEST_TIMEOUT: 408,
  COMPANY_CREATION_FAILED: 500,
  USER_CREATION_FAILED: 500,
  SUBSCRIPTION_FAILED: 500,
  SERVER_ERROR: 500,
};

/** The status of a code a fault names alone; 400 for any code the catalogue does not have. */
export function statusForCode(code: string): number {
  return STATUS_OF_CODE[code as ErrorCode] ?? 400;
}

/** Seconds a faulted 429 or 503 asks the client to wait. */
export const FAULT_RETRY_AFTER_SECONDS = 60;

/** A body that claims to be JSON and is not. */
export const MALFORMED_BODY = '{"data": [{"id": 1, "name": "tru';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Never answers; gives up only when the client aborts the request. */
function hang(request: Request): Promise<never> {
  return new Promise<never>((_, reject) => {
    request.signal.addEventListener(
      'abort',
      () => reject(new DOMException('The client gave up.', 'AbortError')),
      {
        once: true,
      },
    );
  });
}

/**
 * Plays a fault (see `FaultSchema`): resolves when the real answer should follow (a pure delay), otherwise
 * throws the faulty answer.
 */
export async function playFault(fault: Fault, request: Request): Promise<void> {
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.hang) await hang(request);
  if (fault.network) respondWith(HttpResponse.error());
  if (fault.malformed) {
    respondWith(
      new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  }
  if (fault.status === undefined && fault.code === undefined) return;
  const status = fault.status ?? statusForCode(fault.code ?? 'SERVER_ERROR');
  const code = fault.code ?? codeForStatus(status);
  const headers =
    status === 429 || status === 503 ? { 'Retry-After': String(FAULT_RETRY_AFTER_SECONDS) } : undefined;
  respondWith(
    HttpResponse.json(
      errorBody(code, fault.message ?? (code === 'SERVER_ERROR' && status === 503 ? unavailable : undefined)),
      {
        status,
        headers,
      },
    ),
  );
}

const unavailable = 'The service is temporarily unavailable. Please try again in a few minutes.';
