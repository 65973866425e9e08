import { keepOpenDrafts } from '@/session/form-drafts';
import { loginUrl } from '@/session/identity-urls';

import { authRedirect } from './auth-storage';

/**
 * After the session ended: keep what the open forms hold, remember where the user is, and sign in through the
 * identity provider, which returns to /auth and from there to this page, where the forms open again with
 * their drafts.
 */
export function signInAgain(): void {
  keepOpenDrafts();
  const { pathname, search, hash } = window.location;
  authRedirect.save(`${pathname}${search}${hash}`);
  window.location.assign(loginUrl());
}
