import type { StoreAreas } from './areas';
import type { StoreContext } from './context';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_NEW } from './demo';
import { hash32 } from './hash';
import { seedMonthlyInvoices } from './invoices';
import { MODELS_DOWN_AT_START } from './models';
import { createSeedFaker, daysAgo, lastUsedOf } from './seed-helpers';
import { seedBulkKeys, seedBulkMembers } from './seed-large';
import {
  seedNordlysAccount,
  seedNordlysBilling,
  seedNordlysInvitations,
  seedNordlysKeys,
  seedNordlysTeam,
} from './seed-nordlys';
import type { ScenarioName } from './state';

/**
 * The scenario presets (docs/mock-platform.md, "Scenarios"); each also has a second customer, Rheinwerk KI
 * GmbH, so VAT look-ups find a registered company other than one's own.
 */
export const SCENARIO_DESCRIPTIONS: Record<ScenarioName, string> = {
  default:
    'Nordlys Analytics AB: 12 people, 8 API keys with 90 days of usage, invitations, invoices, two cards.',
  empty: 'A brand-new account: only the admin and one card; no keys, usage, invitations or invoices.',
  large: 'The default account grown to 10,000 API keys and 2,000 members.',
  maintenance: 'The default data with the back office down: the console shows its maintenance screen.',
  minimal:
    "The default data, answered with only the fields the spec and the platform facts guarantee, as a real platform may (another token type, Odoo's language codes).",
  variant:
    "The default data in the forms another back office plausibly uses: ids and amounts as text, Odoo's date-times, a SEPA mandate, a PayPal account, a refunded invoice, an unknown model type, an owner, and one unreadable item in each list.",
};

export const LARGE_API_KEYS = 10_000;
export const LARGE_MEMBERS = 2_000;
const DEFAULT_EXTRA_MEMBERS = 10;

/** A subject that stays the same across resets and scenarios, so sessions survive a switch. */
function stableSubject(seed: number, email: string): string {
  const hex = [1, 2, 3, 4]
    .map((lane) => hash32(`${seed}:${lane}:${email}`).toString(16).padStart(8, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function seedRheinwerk(areas: StoreAreas, ctx: StoreContext): void {
  const account = areas.accounts.create({
    company: {
      name: 'Rheinwerk KI GmbH',
      email: 'buchhaltung@rheinwerk-ki.example',
      vat: 'DE811234567',
      street: 'Hohenzollernring 52',
      city: 'Köln',
      zip: '50672',
      countryCode: 'DE',
      phone: null,
    },
    billingName: 'Rheinwerk KI GmbH',
    billingEmail: 'buchhaltung@rheinwerk-ki.example',
    planId: 'wallet_500_monthly',
    walletCarry: 120,
    createdAt: daysAgo(ctx, 200),
  });
  areas.users.create({
    accountId: account.id,
    name: 'Jonas Becker',
    email: 'jonas.becker@rheinwerk-ki.example',
    role: 'admin',
    createdAt: account.createdAt,
  });
  const { key } = areas.apiKeys.create({
    accountId: account.id,
    name: 'Produktion',
    created: daysAgo(ctx, 150),
    activity: 0.7,
  });
  key.lastUsed = lastUsedOf(areas, ctx, key);
  areas.paymentMethods.add(account, { token: 'pm_card_amex', type: 'card', setDefault: true });
  seedMonthlyInvoices(ctx.state(), account, ctx.today());
}

export function seedScenario(areas: StoreAreas, ctx: StoreContext, scenario: ScenarioName): void {
  const { seed } = ctx.state();
  const faker = createSeedFaker(seed);
  const brandNew = scenario === 'empty';

  const account = seedNordlysAccount(areas, ctx, brandNew);
  const team = seedNordlysTeam(areas, ctx, faker, account, brandNew ? -1 : DEFAULT_EXTRA_MEMBERS);
  for (const [demo, userId] of [
    [DEMO_ADMIN, team.admin],
    [DEMO_MEMBER, team.member],
    [DEMO_NEW, null],
  ] as const) {
    areas.identities.create({ ...demo, subject: stableSubject(seed, demo.email), userId });
  }
  if (!brandNew) {
    seedNordlysKeys(areas, ctx, faker, account);
    seedNordlysInvitations(areas, ctx, account);
  }
  seedNordlysBilling(areas, ctx, account, brandNew);
  if (scenario === 'large') {
    seedBulkMembers(areas, ctx, faker, account, LARGE_MEMBERS);
    seedBulkKeys(areas, ctx, account, LARGE_API_KEYS);
  }
  seedRheinwerk(areas, ctx);

  for (const model of MODELS_DOWN_AT_START) areas.health.setDown(model, true);
  if (scenario === 'maintenance') ctx.state().settings.odooStatus = 'down';
}
