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
      { model: 'gemma-3-12b-it', input: 4000, output: 1000, total: 5000, cents: 175 },
      { model: 'bge-m3', input: 5000, output: 0, total: 5000, cents: 5 },
    ]);
    expect(summary.daily.tokensByModel).toEqual([
      { key: 'gemma-3-12b-it', values: [1200, 0, 3800] },
      { key: 'bge-m3', values: [5000, 0, 0] },
    ]);
    expect(summary.daily.costByModel[0]?.values).toEqual([0.5, 0, 1.25]);
  });

  it('the totals are the sums of the models as shown', () => {
    const sum = (pick: (m: (typeof summary.models)[number]) => number) =>
      summary.models.reduce((total, m) => total + pick(m), 0);
    expect(summary.totals).toEqual({ input: 9000, output: 1000, total: 10000, cents: 180 });
    expect(sum((m) => m.input)).toBe(summary.totals.input);
    expect(sum((m) => m.output)).toBe(summary.totals.output);
    expect(sum((m) => m.total)).toBe(summary.totals.total);
    expect(sum((m) => m.cents)).toBe(summary.totals.cents);
  });

  it('an empty period has days but no models', () => {
    const empty = summariseUsage(tokenUsage('2026-11-16', '2026-11-22', []));
    expect(empty.days).toHaveLength(7);
    expect(empty.models).toEqual([]);
    expect(empty.totals).toEqual({ input: 0, output: 0, total: 0, cents: 0 });
  });
});

describe('one rounding rule: each daily row to the cent once, every total the sum of the rows', () => {
  // Three days of 2.125 € and one of 0.004 €: the platform's own total (6.379) would show as 6.38.
  const rows = tokenUsage('2026-11-20', '2026-11-22', [
    usageRow('2026-11-20', 'gemma-3-12b-it', 10, 1, 2.125),
    usageRow('2026-11-21', 'gemma-3-12b-it', 10, 1, 2.125),
    usageRow('2026-11-22', 'gemma-3-12b-it', 10, 1, 2.125),
    usageRow('2026-11-22', 'bge-m3', 10, 0, 0.004),
  ]);
  const summary = summariseUsage(rows);

  it('a model is the sum of its rounded days, the total the sum of the models', () => {
    expect(summary.lines.map((line) => line.cents)).toEqual([213, 213, 0, 213]);
    expect(summary.models.map((m) => m.cents)).toEqual([639, 0]);
    expect(summary.totals.cents).toBe(639);
  });

  it('the chart’s cost per day is the same cents', () => {
    expect(summary.daily.costByModel[0]?.values).toEqual([2.13, 2.13, 2.13]);
  });
});
