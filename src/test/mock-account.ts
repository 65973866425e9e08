import { mockDb } from '@/mocks/handlers';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import type { AccountRecord, ScenarioName } from '@/mocks/store/state';
import { signInToMockPlatform } from '@/mocks/testing/browser-session';

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
