import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN, DEMO_NEW } from '@/mocks/store/demo';
import type { Identity } from '@/mocks/store/identities';
import type { AccountRecord, ScenarioName, UserRecord } from '@/mocks/store/state';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';

/**
 * The shared store reset to `scenario`, `email` signed in on it, and their account: a test seeds what it needs
 * by setting the account's fields (plan, wallet, cards, invoices). src/test/setup.ts signs out after each test.
 */
export function signedInAccount(
  email: string = DEMO_ADMIN.email,
  scenario: ScenarioName = 'default',
): AccountRecord {
  mockDb.reset(scenario);
  signInToMockPlatform(email);
  const account = mockDb.accounts.get(mockDb.users.byEmail(email)?.accountId ?? 0);
  if (!account) throw new Error(`${email} has no account in the mock platform`);
  return account;
}

/** The back-office user of `email` in the shared store (their id, role and settings, as the console sees them). */
export function mockUser(email: string = DEMO_ADMIN.email): UserRecord {
  const user = mockDb.users.byEmail(email);
  if (!user) throw new Error(`${email} has no back-office user in the mock platform`);
  return user;
}

/** The shared store reset to `scenario` with nobody signed in: the auth status answers a visitor. */
export function anonymousVisitor(scenario: ScenarioName = 'default'): void {
  mockDb.reset(scenario);
  signOutOfMockPlatform();
}

/**
 * The shared store reset to `scenario` and `email`, an identity without a back-office account, signed in:
 * the auth status answers someone who still has to register.
 */
export function identityOnlyVisitor(
  email: string = DEMO_NEW.email,
  scenario: ScenarioName = 'default',
): Identity {
  mockDb.reset(scenario);
  signInToMockPlatform(email);
  const identity = mockDb.identities.findByEmail(email);
  if (identity?.userId !== null) throw new Error(`${email} is not an identity still registering`);
  return identity;
}
