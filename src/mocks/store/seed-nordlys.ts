import type { Faker } from '@faker-js/faker';

import type { StoreAreas } from './areas';
import type { StoreContext } from './context';
import { DEMO_ADMIN, DEMO_API_KEY, DEMO_MEMBER, NORDLYS_COMPANY } from './demo';
import { seedMonthlyInvoices } from './invoices';
import { daysAgo, emailLocalPart, lastUsedOf } from './seed-helpers';
import type { AccountRecord } from './state';

/** Nordlys Analytics AB, the demo customer: its team, keys, invitations and billing. */

// prettier-ignore
const KEYS: [name: string, description: string | null, createdDaysAgo: number, activity: number][] = [
  ['Demo key', 'The documented demo key (docs/mock-platform.md)', 200, 0.5],
  ['Production backend', 'Used by the order service', 320, 1],
  ['Staging', 'Staging environment of the order service', 300, 0.25],
  ['RAG indexer', 'Embeds the knowledge base every night', 180, 0.6],
  ['Support chatbot', 'Customer support assistant on nordlys.example', 150, 0.8],
  ['Data pipeline (Airflow)', null, 90, 0.35],
  ['Jupyter – Erik', 'Experiments', 40, 0.1],
  ['CI smoke tests', 'Never used yet', 5, 0],
];

export function seedNordlysAccount(areas: StoreAreas, ctx: StoreContext, brandNew: boolean): AccountRecord {
  return areas.accounts.create({
    company: { ...NORDLYS_COMPANY },
    billingName: NORDLYS_COMPANY.name,
    billingEmail: NORDLYS_COMPANY.email,
    planId: 'wallet_50_monthly',
    walletCarry: brandNew ? 0 : 12.58,
    createdAt: brandNew ? daysAgo(ctx, 0.02) : daysAgo(ctx, 420),
  });
}

/** Anna (admin) always; Erik (member) and `extra` more colleagues unless brand new. */
export function seedNordlysTeam(
  areas: StoreAreas,
  ctx: StoreContext,
  faker: Faker,
  account: AccountRecord,
  extra: number,
): { admin: number; member: number | null } {
  const admin = areas.users.create({
    accountId: account.id,
    name: DEMO_ADMIN.name,
    email: DEMO_ADMIN.email,
    role: 'admin',
    phone: '+46 70 123 45 67',
    createdAt: account.createdAt,
  });
  if (extra < 0) return { admin: admin.id, member: null };
  const member = areas.users.create({
    accountId: account.id,
    name: DEMO_MEMBER.name,
    email: DEMO_MEMBER.email,
    role: 'member',
    createdAt: daysAgo(ctx, 380),
    settings: { language: 'sv', notifications: false, theme: 'dark', timezone: 'Europe/Stockholm' },
  });
  const taken = new Set<string>();
  for (let i = 0; i < extra; i++) {
    // First and last name only: the Swedish locale has no titles, and the English fallback would add "PhD." or "DDS".
    const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
    let local = emailLocalPart(name);
    if (taken.has(local)) local = `${local}.${i}`;
    taken.add(local);
    areas.users.create({
      accountId: account.id,
      name,
      email: `${local}@nordlys.example`,
      role: i % 5 === 0 ? 'admin' : 'member',
      createdAt: daysAgo(ctx, 370 - (i % 360)),
    });
  }
  return { admin: admin.id, member: member.id };
}

export function seedNordlysKeys(
  areas: StoreAreas,
  ctx: StoreContext,
  faker: Faker,
  account: AccountRecord,
): void {
  KEYS.forEach(([name, description, createdDaysAgo, activity], index) => {
    const secret =
      index === 0
        ? DEMO_API_KEY
        : `sk-eu-${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`;
    const { key } = areas.apiKeys.create({
      accountId: account.id,
      name,
      description,
      secret,
      created: daysAgo(ctx, createdDaysAgo),
      activity,
    });
    key.lastUsed = lastUsedOf(areas, ctx, key);
  });
}

export function seedNordlysInvitations(areas: StoreAreas, ctx: StoreContext, account: AccountRecord): void {
  // prettier-ignore
  const invitations: [email: string, role: 'admin' | 'member', daysAgo: number][] = [
    ['sofia.holm@nordlys.example', 'member', 1],
    ['lars.nyberg@nordlys.example', 'member', 3],
    ['ingrid.dahl@nordlys.example', 'admin', 5],
    ['oskar.lund@nordlys.example', 'member', 12], // expired
  ];
  for (const [email, role, ago] of invitations) {
    areas.invitations.create({
      accountId: account.id,
      email,
      role,
      invitedBy: DEMO_ADMIN.name,
      invitedAt: new Date(daysAgo(ctx, ago)),
    });
  }
}

export function seedNordlysBilling(
  areas: StoreAreas,
  ctx: StoreContext,
  account: AccountRecord,
  brandNew: boolean,
): void {
  areas.paymentMethods.add(account, { token: 'pm_card_visa', type: 'card', setDefault: true });
  if (brandNew) return;
  areas.paymentMethods.add(account, { token: 'pm_card_mastercard', type: 'card' });
  seedMonthlyInvoices(ctx.state(), account, ctx.today());
}
