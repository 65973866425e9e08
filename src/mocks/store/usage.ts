import type { StoreContext } from './context';
import { daysBetween } from './dates';
import { MODELS_DOWN_AT_START } from './models';
import type { ApiKeyRecord, UsageCounts } from './state';
import { generatedDay, type SourcedRow, type UsageRow } from './usage-rows';

const liveKey = (keyId: number, day: string, model: string) => `${keyId}|${day}|${model}`;
/** The console session's calls share the live map under a prefix no key id has. */
const consoleLiveKey = (accountId: number, day: string, model: string) =>
  `console:${accountId}|${day}|${model}`;

/**
 * Usage is never stored: generated rows (usage-rows.ts) plus the inference calls recorded with a key. Every
 * endpoint sums the same rows, so per-key usage, token usage and the billing period always agree.
 */
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
