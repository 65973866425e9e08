import { base, en, Faker, sv } from '@faker-js/faker';

import type { StoreAreas } from './areas';
import type { StoreContext } from './context';
import { addDays, daysMs } from './dates';
import { hash32 } from './hash';
import type { ApiKeyRecord } from './state';

/** Swedish names and places, English words where Swedish has none. Seeded: same data on every start. */
export function createSeedFaker(seed: number): Faker {
  return new Faker({ locale: [sv, en, base], seed });
}

/** `Åsa Öberg-Nilsson` → `asa.oberg-nilsson`: the local part of a work email. */
export function emailLocalPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '.');
}

/** An ISO time `days` days before now (fractional days allowed). */
export function daysAgo(ctx: StoreContext, days: number): string {
  return new Date(ctx.now().getTime() - daysMs(days)).toISOString();
}

/** The last day the key has usage on (looking back at most 90 days), at a time of day from its id. */
export function lastUsedOf(areas: StoreAreas, ctx: StoreContext, key: ApiKeyRecord): string | null {
  if (key.activity <= 0) return null;
  const today = ctx.today();
  for (let back = 0; back < 90; back++) {
    const day = addDays(today, -back);
    if (day < key.created.slice(0, 10)) return null;
    if (areas.usage.keyRows(key, day, day).length === 0) continue;
    const at = new Date(`${day}T00:00:00Z`).getTime() + (hash32(`${key.id}:${day}`) % 86_400) * 1000;
    return new Date(Math.min(at, ctx.now().getTime() - 60_000)).toISOString();
  }
  return null;
}
