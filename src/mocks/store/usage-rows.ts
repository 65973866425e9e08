import { dayStart } from './dates';
import { intBetween, prngFor } from './hash';
import { hasCompletePricing, MODEL_CATALOGUE, type ModelRecord } from './models';
import type { ApiKeyRecord, UsageCounts } from './state';

/** Generated usage: a key's rows on a day follow from (seed, key id, day), so nothing is stored. */

export interface UsageRow extends UsageCounts {
  day: string;
  model: string;
}

const MODELS = new Map(MODEL_CATALOGUE.map((m) => [m.id, m]));
const PRICED_CHAT = MODEL_CATALOGUE.filter((m) => m.type === 'chat' && hasCompletePricing(m));
const PRICED_EMBEDDING = MODEL_CATALOGUE.filter((m) => m.type === 'embedding' && hasCompletePricing(m));

export function modelById(id: string): ModelRecord | undefined {
  return MODELS.get(id);
}

/** Which models a key uses and in what shares: a quarter of the keys are embedding keys. */
function profileOf(seed: number, keyId: number): { model: ModelRecord; share: number }[] {
  const random = prngFor(`${seed}:profile:${keyId}`);
  const pool = random() < 0.25 ? PRICED_EMBEDDING : PRICED_CHAT;
  const count = intBetween(random, 1, 3);
  const picked = new Set<ModelRecord>();
  while (picked.size < count) picked.add(pool[Math.floor(random() * pool.length)] ?? pool[0]!);
  const weights = [...picked].map((model) => ({ model, weight: 0.2 + random() }));
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  return weights.map(({ model, weight }) => ({ model, share: weight / total }));
}

export function generatedDay(seed: number, key: ApiKeyRecord, day: string): UsageRow[] {
  if (key.activity <= 0) return [];
  const random = prngFor(`${seed}:day:${key.id}:${day}`);
  if (random() < 0.12) return [];
  const weekday = dayStart(day).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.3 : 1;
  const requests = Math.round(key.activity * 600 * weekend * (0.4 + random()));
  const rows: UsageRow[] = [];
  for (const { model, share } of profileOf(seed, key.id)) {
    const modelRequests = Math.round(requests * share);
    if (modelRequests === 0) continue;
    const chat = model.type === 'chat';
    rows.push({
      day,
      model: model.id,
      requests: modelRequests,
      input: modelRequests * (chat ? intBetween(random, 200, 1600) : intBetween(random, 40, 400)),
      output: chat ? modelRequests * intBetween(random, 60, 500) : 0,
    });
  }
  return rows;
}

/** A usage row and who made it: a key, or the console session (null). */
export interface SourcedRow extends UsageRow {
  key: ApiKeyRecord | null;
}
