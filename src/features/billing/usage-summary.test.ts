import { describe, expect, it } from 'vitest';

import { tokenUsage, usageRow } from './test-fixtures';
import { roundToCents, summariseUsage } from './usage-summary';

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
      { model: 'gemma-3-12b-it', input: 4000, output: 1000, total: 5000, cost: 1.75 },
      { model: 'bge-m3', input: 5000, output: 0, total: 5000, cost: 0.05 },
    ]);
    expect(summary.daily.tokensByModel).toEqual([
      { key: 'gemma-3-12b-it', values: [1200, 0, 3800] },
      { key: 'bge-m3', values: [5000, 0, 0] },
    ]);
    expect(summary.daily.costByModel[0]?.values).toEqual([0.5, 0, 1.25]);
  });

  it('the models add up to the platform’s totals', () => {
    const sum = (pick: (m: (typeof summary.models)[number]) => number) =>
      summary.models.reduce((total, m) => total + pick(m), 0);
    expect(summary.totals).toEqual({ input: 9000, output: 1000, total: 10000, cost: 1.8 });
    expect(sum((m) => m.input)).toBe(summary.totals.input);
    expect(sum((m) => m.output)).toBe(summary.totals.output);
    expect(sum((m) => m.total)).toBe(summary.totals.total);
    expect(sum((m) => m.cost)).toBeCloseTo(summary.totals.cost, 10);
  });

  it('an empty period has days but no models', () => {
    const empty = summariseUsage(tokenUsage('2026-11-16', '2026-11-22', []));
    expect(empty.days).toHaveLength(7);
    expect(empty.models).toEqual([]);
    expect(empty.totals).toEqual({ input: 0, output: 0, total: 0, cost: 0 });
  });
});

describe('roundToCents', () => {
  it('rounds half up to the cent', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(18.905109)).toBe(18.91);
    expect(roundToCents(0.004)).toBe(0);
  });
});
