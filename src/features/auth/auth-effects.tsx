import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { effectsFor, isTransition, type AuthEffect, type AuthState } from '@/session/auth-machine';
import {
  authRedirect,
  authStatusTimestamp,
  registrationFlag,
  signedInHint,
  storedUser,
} from './auth-storage';
import { useAuthState } from '@/session/auth-status';
import { forgetAccountData } from '@/session/session-cache';
import { isAuthPath, postSignInPath } from './safe-redirect';

const SIGN_OUT_PATH = '/signout';

/**
 * Applies the effects of each authentication transition once (see auth-machine.ts). Mounted once, at the
 * root, so it sees every route; the guards of the signed-in layout do the redirecting into /auth.
 */
export function AuthEffects() {
  const state = useAuthState();
  const previous = useRef<AuthState | undefined>(undefined);
  const { pathname } = useLocation();
  const router = useRouter();

  useEffect(() => {
    if (state.statusUpdatedAt > 0) authStatusTimestamp.save(state.statusUpdatedAt);
  }, [state.statusUpdatedAt]);

  useEffect(() => {
    // Signing out: nothing about the user is written back while it runs, even if the session outlives it;
    // back in the console afterwards, the state then found is applied afresh.
    if (pathname === SIGN_OUT_PATH) {
      previous.current = undefined;
      return;
    }
    if (!isTransition(previous.current, state)) return;
    previous.current = state;
    const onAuthRoute = isAuthPath(pathname);
    const apply = (effect: AuthEffect) => {
      switch (effect.type) {
        case 'store-user':
          signedInHint.set();
          return storedUser.save(effect.user);
        case 'forget-user':
          signedInHint.clear();
          return storedUser.clear();
        case 'set-registration-flag':
          return registrationFlag.set();
        case 'clear-registration-flag':
          return registrationFlag.clear();
        case 'clear-cached-data':
          // Everything about the account goes; the status that says so and the platform's health, which
          // the maintenance gate is watching, stay (session/session-cache.ts).
          return forgetAccountData();
        case 'leave-auth':
          authRedirect.clear();
          return void router.history.replace(effect.to);
        case 'show-sign-up':
          if (onAuthRoute)
            void router.navigate({ to: '/auth', search: { step: effect.step }, replace: true });
          return;
        case 'show-sign-in':
          return;
      }
    };
    effectsFor(state, {
      onAuthRoute,
      afterSignIn: postSignInPath(authRedirect.read(), window.location.origin),
    }).forEach(apply);
  }, [state, pathname, router]);

  return null;
}
