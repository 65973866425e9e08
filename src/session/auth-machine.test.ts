import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '@/api/generated/model';
import { testUser } from './test-fixtures';
import { deriveAuthState, effectsFor, isTransition, type AuthState } from './auth-machine';

const user = testUser;

const status = (over: Partial<AuthStatus>): AuthStatus => ({
  authenticated: false,
  keycloakAuthenticated: false,
  hasOdooAccount: false,
  tokenType: null,
  user: null,
  ...over,
});

describe('deriveAuthState', () => {
  it.each<[string, Parameters<typeof deriveAuthState>[0], AuthState['kind']]>([
    ['pending → loading', { status: 'pending' }, 'loading'],
    ['failed status call → unknown (wait)', { status: 'error' }, 'unknown'],
    [
      'identity + back office + user → signed-in',
      {
        status: 'success',
        data: status({ authenticated: true, keycloakAuthenticated: true, hasOdooAccount: true, user }),
      },
      'signed-in',
    ],
    [
      'identity + back office but no user data → unknown (wait)',
      {
        status: 'success',
        data: status({ authenticated: true, keycloakAuthenticated: true, hasOdooAccount: true }),
      },
      'unknown',
    ],
    [
      'identity without back office → needs-registration',
      { status: 'success', data: status({ keycloakAuthenticated: true }) },
      'needs-registration',
    ],
    ['nothing → signed-out', { status: 'success', data: status({}) }, 'signed-out'],
    [
      'authenticated without identity (inconsistent) → unknown',
      { status: 'success', data: status({ authenticated: true }) },
      'unknown',
    ],
  ])('%s', (_, query, kind) => {
    expect(deriveAuthState(query).kind).toBe(kind);
  });
});

describe('effectsFor', () => {
  const onAuth = { onAuthRoute: true, afterSignIn: '/billing' };
  const elsewhere = { onAuthRoute: false, afterSignIn: '/billing' };

  it('signed-in on /auth: keep the user, clear the registration flag, leave for the saved path', () => {
    expect(effectsFor({ kind: 'signed-in', user }, onAuth)).toEqual([
      { type: 'store-user', user },
      { type: 'clear-registration-flag' },
      { type: 'leave-auth', to: '/billing' },
    ]);
  });

  it('signed-in elsewhere: stays on the page', () => {
    expect(effectsFor({ kind: 'signed-in', user }, elsewhere)).toEqual([
      { type: 'store-user', user },
      { type: 'clear-registration-flag' },
    ]);
  });

  it('needs-registration: no user, registration marker set, sign-up at step 1', () => {
    expect(effectsFor({ kind: 'needs-registration' }, elsewhere)).toEqual([
      { type: 'forget-user' },
      { type: 'set-registration-flag' },
      { type: 'show-sign-up', step: 1 },
    ]);
  });

  it('signed-out: flags and cached data cleared, sign-in shown', () => {
    expect(effectsFor({ kind: 'signed-out' }, onAuth)).toEqual([
      { type: 'forget-user' },
      { type: 'clear-registration-flag' },
      { type: 'clear-cached-data' },
      { type: 'show-sign-in' },
    ]);
  });

  it.each<AuthState>([{ kind: 'loading' }, { kind: 'unknown' }])('$kind waits: no effect', (state) => {
    expect(effectsFor(state, onAuth)).toEqual([]);
  });
});

describe('isTransition', () => {
  const signedIn: AuthState = { kind: 'signed-in', user };
  it.each<[string, AuthState | undefined, AuthState, boolean]>([
    ['first state', undefined, { kind: 'loading' }, true],
    ['loading → signed-in', { kind: 'loading' }, signedIn, true],
    ['signed-out → signed-in', { kind: 'signed-out' }, signedIn, true],
    ['needs-registration → signed-in', { kind: 'needs-registration' }, signedIn, true],
    ['signed-in → signed-out', signedIn, { kind: 'signed-out' }, true],
    ['same user refetched', signedIn, { kind: 'signed-in', user: { ...user, name: 'Anna L.' } }, false],
    ['another user', signedIn, { kind: 'signed-in', user: { ...user, id: 8 } }, true],
    ['signed-out twice', { kind: 'signed-out' }, { kind: 'signed-out' }, false],
  ])('%s', (_, previous, next, expected) => {
    expect(isTransition(previous, next)).toBe(expected);
  });
});
