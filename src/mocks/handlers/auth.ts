import { HttpResponse } from 'msw';

import {
  getAuthCallbackMockHandler,
  getGetAuthStatusMockHandler,
  getLoginMockHandler,
  getLogoutMockHandler,
  getRegisterMockHandler,
} from '@/api/generated/endpoints/auth/auth.msw';
import { AuthCallbackQueryParams } from '@/api/generated/endpoints/auth/auth.zod';

import { SESSION_COOKIE } from '../store/sessions';

import { callerOf, cookieOf, memberOf } from './kit/auth';
import { queryOf, validate } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { requireRedirect } from './kit/redirects';
import { fail, redirect, respondWith } from './kit/respond';

/** `console_session=<id>; Path=/; HttpOnly; SameSite=Lax` (+ `Secure` over https); `null` clears it. */
export function sessionCookie(sessionId: string | null, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const value = sessionId === null ? '=; Max-Age=0' : `=${sessionId}`;
  return `${SESSION_COOKIE}${value}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The identity provider could not be asked (the bridge failed): 500 SERVER_ERROR. */
function providerDown(): never {
  return fail(500, 'SERVER_ERROR', {
    message: 'The identity provider could not be reached. Please try again.',
  });
}

export function authHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db, bridge, allowedRedirectOrigins } = ctx;
  const op = operationsFor(ctx, 'auth');

  const start =
    (mode: 'login' | 'register') =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const redirectUrl = requireRedirect(url.searchParams.get('redirectUrl'), allowedRedirectOrigins);
      return redirect(
        await bridge.startLogin({ mode, redirectUrl, apiOrigin: url.origin }).catch(providerDown),
      );
    };

  return [
    op('getAuthStatus', getGetAuthStatusMockHandler, ({ request, cookies }) => {
      const caller = callerOf(db, request, cookies);
      const member = memberOf(db, caller);
      return {
        authenticated: member !== undefined,
        keycloakAuthenticated: caller !== undefined,
        hasOdooAccount: member !== undefined,
        tokenType: caller ? 'session' : null,
        user: member ? db.users.toProfile(member.user) : null,
        identity: caller ? { name: caller.identity.name, email: caller.identity.email } : null,
      };
    }),
    op('login', getLoginMockHandler, start('login')),
    op('register', getRegisterMockHandler, start('register')),
    op('authCallback', getAuthCallbackMockHandler, async ({ request }) => {
      const { code, state } = validate(AuthCallbackQueryParams, queryOf(request));
      const apiOrigin = new URL(request.url).origin;
      const flow = await bridge.finishLogin({ code, state, apiOrigin }).catch(() =>
        fail(400, 'INVALID_REQUEST', {
          message: 'The sign-in could not be completed. Please sign in again.',
        }),
      );
      const redirectUrl = requireRedirect(flow.redirectUrl, allowedRedirectOrigins);
      if (!db.identities.findBySubject(flow.subject)) {
        return fail(400, 'INVALID_REQUEST', { message: 'The identity of this sign-in is unknown.' });
      }
      const headers = new Headers({ 'Set-Cookie': sessionCookie(db.sessions.create(flow.subject), request) });
      return redirect(redirectUrl, headers);
    }),
    op('logout', getLogoutMockHandler, async ({ request, cookies }) => {
      const url = new URL(request.url);
      const wanted = url.searchParams.get('redirectUrl');
      const redirectUrl = wanted === null ? undefined : requireRedirect(wanted, allowedRedirectOrigins);
      const sessionId = cookieOf(request, SESSION_COOKIE, cookies);
      if (sessionId) db.sessions.destroy(sessionId);
      const headers = new Headers({ 'Set-Cookie': sessionCookie(null, request) });
      if (redirectUrl === undefined) return respondWith(HttpResponse.json({ success: true }, { headers }));
      const location = await bridge
        .endSessionUrl({ postLogoutRedirectUrl: redirectUrl, apiOrigin: url.origin })
        .catch(providerDown);
      return redirect(location, headers);
    }),
  ];
}
