/**
 * What the identity provider needs from the mock store's identities (`db.identities` in src/mocks/store):
 * the accounts people sign in with. `userId` is the back-office account, `null` for an identity that has
 * not completed registration.
 */
export interface Identity {
  subject: string;
  email: string;
  name: string;
  userId: number | null;
}

export interface IdentityDirectory {
  findBySubject(subject: string): Identity | undefined;
  findByEmail(email: string): Identity | undefined;
  verifyPassword(email: string, password: string): Identity | undefined;
  create(input: { email: string; name: string; password: string }): Identity;
}
