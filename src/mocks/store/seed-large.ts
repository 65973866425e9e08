import type { Faker } from '@faker-js/faker';

import type { StoreAreas } from './areas';
import type { StoreContext } from './context';
import { intBetween, prngFor } from './hash';
import { daysAgo, emailLocalPart, lastUsedOf } from './seed-helpers';
import type { AccountRecord } from './state';

/** The `large` scenario's bulk: keys and members up to the totals, cheap to build (no usage is stored). */

const SERVICES = [
  'checkout',
  'search',
  'recommender',
  'support-bot',
  'invoice-ocr',
  'translation',
  'rag',
  'etl',
];
const ENVIRONMENTS = ['prod', 'staging', 'dev', 'ci'];

export function seedBulkKeys(
  areas: StoreAreas,
  ctx: StoreContext,
  account: AccountRecord,
  total: number,
): void {
  const random = prngFor(`${ctx.state().seed}:bulk-keys`);
  for (let n = areas.apiKeys.list(account.id).length; n < total; n++) {
    const service = SERVICES[n % SERVICES.length] ?? 'service';
    const environment = ENVIRONMENTS[Math.floor(n / SERVICES.length) % ENVIRONMENTS.length] ?? 'prod';
    // One key in twenty is in use; the rest were made and forgotten, as in any big organisation.
    const activity = random() < 0.05 ? 0.02 + random() * 0.2 : 0;
    const secret = `sk-eu-${Array.from({ length: 4 }, () =>
      Math.floor(random() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0'),
    ).join('')}`;
    const { key } = areas.apiKeys.create({
      accountId: account.id,
      name: `${service}-${environment}-${String(n).padStart(5, '0')}`,
      description: n % 3 === 0 ? null : `${service} service, ${environment}`,
      secret,
      created: daysAgo(ctx, intBetween(random, 1, 400) + random()),
      activity,
    });
    key.lastUsed = lastUsedOf(areas, ctx, key);
  }
}

export function seedBulkMembers(
  areas: StoreAreas,
  ctx: StoreContext,
  faker: Faker,
  account: AccountRecord,
  total: number,
): void {
  for (let n = areas.users.list(account.id).length; n < total; n++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    areas.users.create({
      accountId: account.id,
      name: `${first} ${last}`,
      email: `${emailLocalPart(`${first} ${last}`)}.${n}@nordlys.example`,
      role: n % 50 === 0 ? 'admin' : 'member',
      createdAt: daysAgo(ctx, 1 + (n % 400)),
    });
  }
}
