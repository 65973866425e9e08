import type { StoreContext } from './context';
import { dayStart, daysBetween } from './dates';
import { intBetween, prngFor } from './hash';
import {
  hasCompletePricing,
  MODEL_CATALOGUE,
  MODELS_DOWN_AT_START,
  type ModelRecord,
  tokenCost,
} from './models';
import type { ApiKeyRecord, UsageCounts } from './state';

/**
 * Usage is never stored: a key's usage on a day is generated from (seed, key id, day), plus whatever real
 * inference calls with that key recorded (`record`). Every endpoint sums the same rows, so per-key usage, the
 * account's token usage and the billing period always agree, and 10,000 keys cost nothing until asked for.
 */
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

function generatedDay(seed: number, key: ApiKeyRecord, day: string): UsageRow[] {
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

export function rowCost(row: UsageRow): number {
  const model = MODELS.get(row.model);
  return model ? tokenCost(model, row.input, row.output) : 0;
}

/** Micro-euros per euro: the platform's amounts carry six decimals. */
export const MICROS_PER_EURO = 1_000_000;

/** A day and model's cost rounded once, to the micro-euro; every answer sums these. */
export function rowMicros(row: UsageRow): number {
  return Math.round(rowCost(row) * MICROS_PER_EURO);
}

export function sumRows(rows: readonly UsageRow[]): UsageCounts & { cost: number } {
  return rows.reduce(
    (sum, row) => ({
      requests: sum.requests + row.requests,
      input: sum.input + row.input,
      output: sum.output + row.output,
      cost: sum.cost + rowCost(row),
    }),
    { requests: 0, input: 0, output: 0, cost: 0 },
  );
}

/** A usage row and who made it: a key, or the console session (null). */
export interface SourcedRow extends UsageRow {
  key: ApiKeyRecord | null;
}

const liveKey = (keyId: number, day: string, model: string) => `${keyId}|${day}|${model}`;
/** The console session's calls share the live map under a prefix no key id has. */
const consoleLiveKey = (accountId: number, day: string, model: string) =>
  `console:${accountId}|${day}|${model}`;

export function createUsageArea(ctx: StoreContext) {
  /** The key's rows on one day: generated, plus recorded calls. */
  const keyDay = (key: ApiKeyRecord, day: string): UsageRow[] => {
    const state = ctx.state();
    // The models down when a scenario starts went down at midnight: no generated calls reach them today.
    const rows =
      day === ctx.today()
        ? generatedDay(state.seed, key, day).filter((row) => !MODELS_DOWN_AT_START.includes(row.model))
        : generatedDay(state.seed, key, day);
    if (state.liveUsage.size === 0) return rows;
    const prefix = `${key.id}|${day}|`;
    for (const [id, counts] of state.liveUsage) {
      if (!id.startsWith(prefix)) continue;
      const model = id.slice(prefix.length);
      const row = rows.find((r) => r.model === model);
      if (row) {
        row.requests += counts.requests;
        row.input += counts.input;
        row.output += counts.output;
      } else rows.push({ day, model, ...counts });
    }
    return rows;
  };

  /** Whether real calls were recorded with the key (a key that is never used needs no day-by-day look). */
  const hasLiveUsage = (key: ApiKeyRecord): boolean => {
    const { liveUsage } = ctx.state();
    if (liveUsage.size === 0) return false;
    const prefix = `${key.id}|`;
    for (const id of liveUsage.keys()) if (id.startsWith(prefix)) return true;
    return false;
  };

  const addLive = (id: string, counts: UsageCounts) => {
    const { liveUsage } = ctx.state();
    const total = liveUsage.get(id) ?? { requests: 0, input: 0, output: 0 };
    liveUsage.set(id, {
      requests: total.requests + counts.requests,
      input: total.input + counts.input,
      output: total.output + counts.output,
    });
  };

  /** The console session's recorded calls on the given days. */
  const consoleRowsOn = (accountId: number, days: readonly string[]): UsageRow[] => {
    const { liveUsage } = ctx.state();
    if (liveUsage.size === 0) return [];
    const wanted = new Set(days);
    const prefix = `console:${accountId}|`;
    const rows: UsageRow[] = [];
    for (const [id, counts] of liveUsage) {
      if (!id.startsWith(prefix)) continue;
      const [day = '', model = ''] = id.slice(prefix.length).split('|');
      if (wanted.has(day)) rows.push({ day, model, ...counts });
    }
    return rows;
  };

  /** The days from `start` to `end`, never after today. */
  const daysOf = (start: string, end: string): string[] => {
    const today = ctx.today();
    return daysBetween(start, end < today ? end : today);
  };

  /** A key's rows on the given days, clipped to the days it existed (created … revoked). */
  const keyRowsOn = (key: ApiKeyRecord, days: readonly string[]): UsageRow[] => {
    if (key.activity <= 0 && !hasLiveUsage(key)) return [];
    const created = key.created.slice(0, 10);
    const revoked = key.revokedAt?.slice(0, 10) ?? '9999-12-31';
    return days.filter((day) => day >= created && day <= revoked).flatMap((day) => keyDay(key, day));
  };

  /**
   * Every row of the account from `start` to `end`: its keys' (revoked ones too) and the console session's
   * (`key: null`, playground calls made without a key), sorted by day, model and key.
   */
  const accountRows = (
    accountId: number,
    keys: readonly ApiKeyRecord[],
    start: string,
    end: string,
    modelId?: string,
  ): SourcedRow[] => {
    const days = daysOf(start, end);
    const rows: SourcedRow[] = keys.flatMap((key) => keyRowsOn(key, days).map((row) => ({ ...row, key })));
    rows.push(...consoleRowsOn(accountId, days).map((row) => ({ ...row, key: null })));
    return rows
      .filter((row) => modelId === undefined || row.model === modelId)
      .sort(
        (a, b) =>
          a.day.localeCompare(b.day) ||
          a.model.localeCompare(b.model) ||
          (a.key?.id ?? Number.MAX_SAFE_INTEGER) - (b.key?.id ?? Number.MAX_SAFE_INTEGER),
      );
  };

  return {
    /** A key's rows from `start` to `end`, clipped to the days it existed and to today. */
    keyRows: (key: ApiKeyRecord, start: string, end: string): UsageRow[] =>
      keyRowsOn(key, daysOf(start, end)),
    accountRows,
    /** The account's rows (keys and console) summed per day and model, sorted by day then model. */
    sumByDayAndModel(
      accountId: number,
      keys: readonly ApiKeyRecord[],
      start: string,
      end: string,
      modelId?: string,
    ): UsageRow[] {
      const days = daysOf(start, end);
      const totals = new Map<string, UsageRow>();
      const add = (row: UsageRow) => {
        if (modelId !== undefined && row.model !== modelId) return;
        const id = `${row.day}|${row.model}`;
        const total = totals.get(id);
        if (total) {
          total.requests += row.requests;
          total.input += row.input;
          total.output += row.output;
        } else
          totals.set(id, {
            day: row.day,
            model: row.model,
            requests: row.requests,
            input: row.input,
            output: row.output,
          });
      };
      for (const key of keys) keyRowsOn(key, days).forEach(add);
      consoleRowsOn(accountId, days).forEach(add);
      return [...totals.values()].sort((a, b) =>
        a.day === b.day ? a.model.localeCompare(b.model) : a.day < b.day ? -1 : 1,
      );
    },
    /** Adds a playground call made with the signed-in session (no key) to today's usage of the account. */
    recordConsole(accountId: number, model: string, counts: UsageCounts): void {
      addLive(consoleLiveKey(accountId, ctx.today(), model), counts);
    },
    /** Adds a real call to today's usage of the key. */
    record(key: ApiKeyRecord, model: string, counts: UsageCounts): void {
      addLive(liveKey(key.id, ctx.today(), model), counts);
    },
  };
}

export type UsageArea = ReturnType<typeof createUsageArea>;
