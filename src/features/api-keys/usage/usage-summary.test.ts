import { describe, expect, it } from 'vitest';

import type { ApiKeyUsageResponse } from '@/api/generated/model';

import { summariseUsage } from './usage-summary';

const usage: ApiKeyUsageResponse = {
  id: 3,
  name: 'CI',
  period: { start: '2026-11-19', end: '2026-11-22' },
  requests: {
    total: 17,
    daily: [
      { date: '2026-11-19', count: 5 },
      { date: '2026-11-21', count: 12 },
    ],
  },
  models: [
    { id: 'bge-m3', name: 'BGE M3', requests: 5, tokens: { input: 500, output: 0, total: 500 } },
    { id: 'mistral', name: 'Mistral Small', requests: 12, tokens: { input: 1200, output: 340, total: 1540 } },
  ],
};

/** The period the panel asked for: the answer's own period wins. */
const ASKED = { start_date: '2026-11-01', end_date: '2026-11-02' };

describe('summariseUsage', () => {
  it('every day of the period, a missing day as 0', () => {
    const summary = summariseUsage(usage, ASKED);
    expect(summary.days).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(summary.requests).toEqual([5, 0, 12, 0]);
  });

  it('models by requests, named by id as every other usage view names them (never the display name), and the totals', () => {
    const summary = summariseUsage(usage, ASKED);
    for (const model of summary.models) expect(model).not.toHaveProperty('name');
    expect(summary.models.map((m) => m.id)).toEqual(['mistral', 'bge-m3']);
    expect(summary.totals).toEqual({ requests: 17, input: 1700, output: 340, total: 2040 });
  });

  it('an idle key: zeros and no models', () => {
    const summary = summariseUsage({ ...usage, requests: { total: 0, daily: [] }, models: [] }, ASKED);
    expect(summary.requests).toEqual([0, 0, 0, 0]);
    expect(summary.totals).toEqual({ requests: 0, input: 0, output: 0, total: 0 });
  });

  it('an answer without its period, totals or model names: the period asked for, the days summed, the ids', () => {
    const { period: _period, ...withoutPeriod } = usage;
    const summary = summariseUsage(
      {
        ...withoutPeriod,
        requests: { daily: [{ date: '2026-11-02', count: 4 }] },
        models: [{ id: 'bge-m3', requests: 4, tokens: { input: 40, output: 0, total: 40 } }],
      },
      ASKED,
    );
    expect(summary.days).toEqual(['2026-11-01', '2026-11-02']);
    expect(summary.requests).toEqual([0, 4]);
    expect(summary.models.map((model) => model.id)).toEqual(['bge-m3']);
    expect(summary.totals).toEqual({ requests: 4, input: 40, output: 0, total: 40 });
  });
});
