import type { IdentityProfile } from '@/api/generated/model';
import type { AuthStatusAsRead, SessionUser } from '@/api/session-user';

/**
 * The authentication states of spec section 4, derived in one place from the auth-status answer, and the
 * side effects each state asks for, as data: the hook that applies them (use-auth-effects) stays thin and
 * every transition is unit-tested here.
 */
export type AuthState =
  | { readonly kind: 'loading' }
  /** Identity provider and back-office account, with user data. */
  | { readonly kind: 'signed-in'; readonly user: SessionUser }
  /** Identity provider only: registration continues at step 1. */
  | { readonly kind: 'needs-registration'; readonly identity?: IdentityProfile }
  | { readonly kind: 'signed-out' }
  /** Anything else (e.g. signed in but no user record yet, or the status call failed): wait. */
  | { readonly kind: 'unknown' };

export type AuthStatusQuery =
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly data: AuthStatusAsRead };

export function deriveAuthState(query: AuthStatusQuery): AuthState {
  if (query.status === 'pending') return { kind: 'loading' };
  if (query.status === 'error') return { kind: 'unknown' };
  const { data } = query;
  if (data.keycloakAuthenticated && data.hasOdooAccount) {
    return data.user ? { kind: 'signed-in', user: data.user } : { kind: 'unknown' };
  }
  if (data.keycloakAuthenticated) {
    return data.identity
      ? { kind: 'needs-registration', identity: data.identity }
      : { kind: 'needs-registration' };
  }
  if (!data.authenticated) return { kind: 'signed-out' };
  return { kind: 'unknown' };
}

export type AuthEffect =
  | { readonly type: 'store-user'; readonly user: SessionUser }
  | { readonly type: 'forget-user' }
  | { readonly type: 'set-registration-flag' }
  | { readonly type: 'clear-registration-flag' }
  | { readonly type: 'clear-cached-data' }
  /** Leave the auth dialog for the saved path (already sanitised) and forget it. */
  | { readonly type: 'leave-auth'; readonly to: string }
  | { readonly type: 'show-sign-up'; readonly step: 1 }
  | { readonly type: 'show-sign-in' };

export interface AuthEffectContext {
  /** The user is on the auth dialog (/auth…): only there does signing in navigate away. */
  readonly onAuthRoute: boolean;
  /** Where to go after signing in: `postSignInPath(auth_redirect)`. */
  readonly afterSignIn: string;
}

/** What entering `state` must do (spec section 4). Loading and unknown do nothing: they wait. */
export function effectsFor(state: AuthState, context: AuthEffectContext): AuthEffect[] {
  switch (state.kind) {
    case 'signed-in':
      return [
        { type: 'store-user', user: state.user },
        { type: 'clear-registration-flag' },
        ...(context.onAuthRoute ? [{ type: 'leave-auth', to: context.afterSignIn } as const] : []),
      ];
    case 'needs-registration':
      return [{ type: 'forget-user' }, { type: 'set-registration-flag' }, { type: 'show-sign-up', step: 1 }];
    case 'signed-out':
      return [
        { type: 'forget-user' },
        { type: 'clear-registration-flag' },
        { type: 'clear-cached-data' },
        { type: 'show-sign-in' },
      ];
    case 'loading':
    case 'unknown':
      return [];
  }
}

/** Whether two states differ in a way that needs the effects to run again. */
export function isTransition(previous: AuthState | undefined, next: AuthState): boolean {
  if (!previous || previous.kind !== next.kind) return true;
  return previous.kind === 'signed-in' && next.kind === 'signed-in' && previous.user.id !== next.user.id;
}
