import type { ErrorCode } from './generated/model';
import { isApiError, readErrorEnvelope } from './api-error';

/**
 * The error catalogue of spec section 8, keyed by the contract's `ErrorCode` enum: every code's message (in
 * the i18n catalogue under `errors.codes.<CODE>`). The `Record<ErrorCode, …>` type makes a code without a
 * mapping a compile error; errors.test.ts checks it too.
 */

export interface CatalogueEntry {
  /** i18n key of the message. */
  readonly messageKey: `errors.codes.${ErrorCode}`;
  /** The spec says the server's own message is shown for this code ("message shown"); ours is the fallback. */
  readonly preferServerMessage: boolean;
}

function entry(code: ErrorCode, preferServerMessage = false): CatalogueEntry {
  return { messageKey: `errors.codes.${code}`, preferServerMessage };
}

// What the registration wizard does with each code is in features/registration/wizard-error-actions.ts: the
// first screen, which loads this module, needs only the messages (the first-load budget, docs/performance.md).
export const ERROR_CATALOGUE: { readonly [Code in ErrorCode]: CatalogueEntry } = {
  EMAIL_ALREADY_EXISTS: entry('EMAIL_ALREADY_EXISTS'),
  USER_ALREADY_EXISTS: entry('USER_ALREADY_EXISTS'),
  INVALID_VAT_NUMBER: entry('INVALID_VAT_NUMBER'),
  MISSING_COUNTRY_CODE: entry('MISSING_COUNTRY_CODE'),
  COMPANY_ALREADY_EXISTS: entry('COMPANY_ALREADY_EXISTS'),
  PAYMENT_REQUIRED: entry('PAYMENT_REQUIRED'),
  PAYMENT_FAILED: entry('PAYMENT_FAILED', true),
  INVALID_PLAN: entry('INVALID_PLAN'),
  COMPANY_CREATION_FAILED: entry('COMPANY_CREATION_FAILED'),
  USER_CREATION_FAILED: entry('USER_CREATION_FAILED'),
  SUBSCRIPTION_FAILED: entry('SUBSCRIPTION_FAILED'),
  VALIDATION_ERROR: entry('VALIDATION_ERROR'),
  SERVER_ERROR: entry('SERVER_ERROR'),
  REGISTRATION_RATE_LIMIT_EXCEEDED: entry('REGISTRATION_RATE_LIMIT_EXCEEDED'),
  AUTH_REQUIRED: entry('AUTH_REQUIRED'),
  INSUFFICIENT_PERMISSIONS: entry('INSUFFICIENT_PERMISSIONS'),
  RATE_LIMIT_EXCEEDED: entry('RATE_LIMIT_EXCEEDED'),
  INVALID_REQUEST: entry('INVALID_REQUEST'),
  NETWORK_ERROR: entry('NETWORK_ERROR'),
  REQUEST_TIMEOUT: entry('REQUEST_TIMEOUT'),
};

/** One of the contract's codes: the catalogue has exactly them (its type, and errors.test.ts). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** Translates a catalogue key; the app passes useTranslation's `t`, tests a plain lookup. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** Optional facts the caller knows that the error may not carry (the email the user typed). */
export interface MessageContext {
  readonly email?: string;
}

/**
 * The message to show for any thrown value, in the order of spec section 8: a plain string as is; an
 * existing-account error naming the email; the code's message; the server's message; a message parsed from
 * an original error; finally the generic "unexpected" message.
 */
export function chooseErrorMessage(error: unknown, t: Translate, context: MessageContext = {}): string {
  if (typeof error === 'string') return error;

  const facts = readErrorFacts(error);
  const code = catalogueCodeOfFacts(facts);

  // A message whose strings have not loaded (the first screen carries only its own: i18n/errors.en.ts)
  // comes back as its key: then the next rule speaks instead.
  const translated = (key: string, values?: Record<string, string>) => {
    const text = t(key, values);
    return text === key ? undefined : text;
  };
  if (code === 'EMAIL_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS') {
    const email = facts.email ?? context.email;
    const message = email && translated('errors.accountExists', { email });
    if (message) return message;
  }
  if (code) {
    const { messageKey, preferServerMessage } = ERROR_CATALOGUE[code];
    if (preferServerMessage && facts.serverMessage) return facts.serverMessage;
    if (facts.kind === 'malformed') return t('errors.malformedResponse');
    const message = translated(messageKey);
    if (message) return message;
  }
  if (facts.serverMessage) return facts.serverMessage;
  const parsed = messageFromOriginalError(facts.originalError);
  if (parsed) return parsed;
  return t('errors.unexpected');
}

/**
 * The catalogue code an error stands for: its own code when the catalogue has it, else USER_ALREADY_EXISTS
 * for the original message 'User already exists' (spec section 8); undefined for any other code, which
 * keeps the server's message.
 */
export function catalogueCodeOf(error: unknown): ErrorCode | undefined {
  return typeof error === 'string' ? undefined : catalogueCodeOfFacts(readErrorFacts(error));
}

function catalogueCodeOfFacts(facts: ErrorFacts): ErrorCode | undefined {
  if (isErrorCode(facts.code)) return facts.code;
  return facts.serverMessage === 'User already exists' ? 'USER_ALREADY_EXISTS' : undefined;
}

interface ErrorFacts {
  /** As the error carries it: a catalogue code or any other. */
  code?: string;
  serverMessage?: string;
  email?: string;
  kind?: string;
  originalError?: unknown;
}

function readErrorFacts(error: unknown): ErrorFacts {
  if (isApiError(error)) {
    return {
      code: error.code,
      serverMessage: nonEmpty(error.message),
      email: emailFrom(error.details),
      kind: error.kind,
      originalError: error.cause,
    };
  }
  if (typeof error !== 'object' || error === null) return {};
  const record = error as Record<string, unknown>;
  // A plain object is an error body: read as the client reads one. An Error's message is not the server's.
  const envelope = error instanceof Error ? undefined : readErrorEnvelope(error);
  return {
    code: envelope?.code ?? nonEmpty(record.code),
    serverMessage: envelope?.message,
    email: nonEmpty(record.email) ?? emailFrom(record.details),
    originalError: error instanceof Error ? error : (record.originalError ?? record.cause),
  };
}

/** "A parsed original error": an Error (or string) whose message may itself be a JSON error envelope. */
function messageFromOriginalError(original: unknown): string | undefined {
  const text =
    original instanceof Error ? original.message : typeof original === 'string' ? original : undefined;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      return nonEmpty(record.error) ?? nonEmpty(record.message);
    }
  } catch {
    // not JSON: the message as it is
  }
  return nonEmpty(text);
}

function emailFrom(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return undefined;
  return nonEmpty((details as Record<string, unknown>).email);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
