import type { Identity } from '@/mocks/store';

export type { Identity };

/**
 * What the identity provider needs from the mock store's identities (`db.identities` in src/mocks/store):
 * the accounts people sign in with. An identity's `userId` is its back-office account, `null` before
 * registration is completed.
 */
export interface IdentityDirectory {
  findBySubject(subject: string): Identity | undefined;
  findByEmail(email: string): Identity | undefined;
  verifyPassword(email: string, password: string): Identity | undefined;
  /** Throws when the email is taken. */
  create(input: { email: string; name: string; password: string }): Identity;
}
