/**
 * The documented demo data (docs/mock-platform.md): sign-in credentials, the demo API key and the company.
 * Tests, the README and the identity provider's login page read them from here.
 */

export interface DemoIdentity {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  /** The back-office role, or `null` for the identity without a back-office account. */
  readonly role: 'admin' | 'member' | null;
  readonly description: string;
}

export const DEMO_ADMIN = {
  email: 'admin@nordlys.example',
  password: 'demo-admin-2026',
  name: 'Anna Lindqvist',
  role: 'admin',
  description: 'Admin of Nordlys Analytics AB: a complete back-office account.',
} as const satisfies DemoIdentity;

export const DEMO_MEMBER = {
  email: 'member@nordlys.example',
  password: 'demo-member-2026',
  name: 'Erik Johansson',
  role: 'member',
  description: 'Member of Nordlys Analytics AB: cannot invite or remove people.',
} as const satisfies DemoIdentity;

export const DEMO_NEW = {
  email: 'new@nordlys.example',
  password: 'demo-new-2026',
  name: 'Maja Berg',
  role: null,
  description:
    'Signed up at the identity provider only: no back-office account, so sign-in leads into the registration wizard.',
} as const satisfies DemoIdentity;

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [DEMO_ADMIN, DEMO_MEMBER, DEMO_NEW];

/** The secret of Nordlys' "Demo key" (every scenario but `empty`): for curl and the OpenAI SDK. */
export const DEMO_API_KEY = 'sk-eu-4e6f72646c7973416e616c7974696373';

export const NORDLYS_COMPANY = {
  name: 'Nordlys Analytics AB',
  vat: 'SE556677889901',
  email: 'billing@nordlys.example',
  street: 'Storgatan 1',
  city: 'Stockholm',
  zip: '111 22',
  countryCode: 'SE',
  phone: '+46 8 123 456 00',
} as const;

/** The default seed of `createMockDb`: same data on every start. */
export const DEFAULT_SEED = 20_261_122;
