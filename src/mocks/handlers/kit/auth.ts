import type { MockDb } from '../../store/db';
import type { Identity } from '../../store/identities';
import { SESSION_COOKIE, type Session } from '../../store/sessions';
import type { AccountRecord, ApiKeyRecord, UserRecord } from '../../store/state';

import { fail, forbidden } from './respond';

/** Who is calling: the session, its identity, and (once registered) the back-office user and account. */
export interface Caller {
  session: Session;
  identity: Identity;
}

export interface Member extends Caller {
  user: UserRecord;
  account: AccountRecord;
}

/** The value of a cookie in the request's `Cookie` header (msw's `cookies` as a fallback). */
export function cookieOf(
  request: Request,
  name: string,
  cookies: Record<string, string> = {},
): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies[name];
}

/** The signed-in caller of the session cookie, if the session and its identity exist. */
export function callerOf(db: MockDb, request: Request, cookies?: Record<string, string>): Caller | undefined {
  const sessionId = cookieOf(request, SESSION_COOKIE, cookies);
  const session = sessionId ? db.sessions.get(sessionId) : undefined;
  const identity = session ? db.identities.findBySubject(session.subject) : undefined;
  return session && identity ? { session, identity } : undefined;
}

/** The caller's back-office user and account, if registration is complete. */
export function memberOf(db: MockDb, caller: Caller | undefined): Member | undefined {
  const user = caller?.identity.userId == null ? undefined : db.users.get(caller.identity.userId);
  const account = user ? db.accounts.get(user.accountId) : undefined;
  return caller && user && account ? { ...caller, user, account } : undefined;
}

function authRequired(message?: string): never {
  return fail(401, 'AUTH_REQUIRED', { message, headers: { 'WWW-Authenticate': 'Bearer realm="platform"' } });
}

/** Signed in at the identity provider (registration and VAT need no more); else 401 AUTH_REQUIRED. */
export function requireCaller(db: MockDb, request: Request, cookies?: Record<string, string>): Caller {
  return callerOf(db, request, cookies) ?? authRequired();
}

/** Signed in and holding a back-office account (`authenticated` in the auth status); else 401 AUTH_REQUIRED. */
export function requireMember(db: MockDb, request: Request, cookies?: Record<string, string>): Member {
  return memberOf(db, callerOf(db, request, cookies)) ?? authRequired();
}

export function requireAdmin(member: Member): Member {
  return member.user.role === 'admin' ? member : forbidden('Only an admin of the account can do this.');
}

/** Inference and the model list (OpenAI-compatible): a bearer API key of a live key, or else the session. */
export type KeyOrMember =
  { kind: 'key'; key: ApiKeyRecord; account: AccountRecord } | ({ kind: 'session' } & Member);

export function requireKeyOrMember(
  db: MockDb,
  request: Request,
  cookies?: Record<string, string>,
): KeyOrMember {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    const key = match?.[1] ? db.apiKeys.findBySecret(match[1]) : undefined;
    const account = key ? db.accounts.get(key.accountId) : undefined;
    return key && account
      ? { kind: 'key', key, account }
      : authRequired('The API key is invalid or has been revoked.');
  }
  return { kind: 'session', ...requireMember(db, request, cookies) };
}
