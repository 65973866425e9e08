import { describe, expect, it } from 'vitest';

import { tokenUsage, usageRow } from './test-fixtures';
import { summariseUsage } from './usage-summary';

const usage = tokenUsage('2026-11-20', '2026-11-22', [
  usageRow('2026-11-20', 'gemma-3-12b-it', 1000, 200, 0.5),
  usageRow('2026-11-20', 'bge-m3', 5000, 0, 0.05),
  usageRow('2026-11-22', 'gemma-3-12b-it', 3000, 800, 1.25),
]);

describe('summariseUsage', () => {
  const summary = summariseUsage(usage);

  it('has every day of the period, a day without usage as 0', () => {
    expect(summary.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(summary.daily.input).toEqual([6000, 0, 3000]);
    expect(summary.daily.output).toEqual([200, 0, 800]);
  });

  it('sums each model over the period, the most expensive first', () => {
    expect(summary.models).toEqual([
      { model: 'gemma-3-12b-it', input: 4000, output: 1000, total: 5000, micros: 1_750_000 },
      { model: 'bge-m3', input: 5000, output: 0, total: 5000, micros: 50_000 },
    ]);
    expect(summary.daily.tokensByModel).toEqual([
      { key: 'gemma-3-12b-it', values: [1200, 0, 3800] },
      { key: 'bge-m3', values: [5000, 0, 0] },
    ]);
    expect(summary.daily.costByModel[0]?.values).toEqual([0.5, 0, 1.25]);
  });

  it('the totals are the exact sums of the models', () => {
    const sum = (pick: (m: (typeof summary.models)[number]) => number) =>
      summary.models.reduce((total, m) => total + pick(m), 0);
    expect(summary.totals).toEqual({ input: 9000, output: 1000, total: 10000, micros: 1_800_000 });
    expect(sum((m) => m.input)).toBe(summary.totals.input);
    expect(sum((m) => m.output)).toBe(summary.totals.output);
    expect(sum((m) => m.total)).toBe(summary.totals.total);
    expect(sum((m) => m.micros)).toBe(summary.totals.micros);
  });

  it('an empty period has days but no models', () => {
    const empty = summariseUsage(tokenUsage('2026-11-16', '2026-11-22', []));
    expect(empty.days).toHaveLength(7);
    expect(empty.models).toEqual([]);
    expect(empty.totals).toEqual({ input: 0, output: 0, total: 0, micros: 0 });
  });
});

describe('one rule: amounts added exactly, rounded only where shown', () => {
  // Three days of €2.125 and a cheap model's €0.004: rounding each row first would show 6.39 and €0.
  const rows = tokenUsage('2026-11-20', '2026-11-22', [
    usageRow('2026-11-20', 'gemma-3-12b-it', 10, 1, 2.125),
    usageRow('2026-11-21', 'gemma-3-12b-it', 10, 1, 2.125),
    usageRow('2026-11-22', 'gemma-3-12b-it', 10, 1, 2.125),
    usageRow('2026-11-22', 'bge-m3', 10, 0, 0.004),
  ]);
  const summary = summariseUsage(rows);

  it('a model is the exact sum of its days, the total the exact sum of the models', () => {
    expect(summary.lines.map((line) => line.micros)).toEqual([2_125_000, 2_125_000, 4_000, 2_125_000]);
    expect(summary.models.map((m) => m.micros)).toEqual([6_375_000, 4_000]);
    expect(summary.totals.micros).toBe(6_379_000);
  });

  it('the chart’s cost per day is the exact amount', () => {
    expect(summary.daily.costByModel.map((series) => series.values)).toEqual([
      [2.125, 2.125, 2.125],
      [0, 0, 0.004],
    ]);
  });
});
