import { lazy } from 'react';

/**
 * What a lazily loaded part of the console needs besides its own code: its strings (i18n). Load it together
 * with that part's chunk, e.g.
 * `lazy(() => Promise.all([import('./part'), loadRegistrationArea()]).then(([module]) => …))`, so the
 * part renders translated from its first frame. (The signed-in app imports its share directly,
 * app/signed-in-layout.tsx, and its route loads the strings of a language other than English.)
 */

/** The registration wizard (/auth?step=1, or an identity without a back-office account). */
export function loadRegistrationArea(): Promise<unknown> {
  return import('@/i18n/registration-strings');
}

/** The auth dialog's sign-up view (app/sign-up.tsx), with the registration area; /auth renders it. */
export const LazySignUp = lazy(() =>
  Promise.all([import('./sign-up'), loadRegistrationArea()]).then(([m]) => ({ default: m.SignUp })),
);
