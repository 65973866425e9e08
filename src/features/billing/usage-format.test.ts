import { describe, expect, it } from 'vitest';

import { formatCost, formatCostTick } from './usage-format';

describe('the cost chart', () => {
  it('writes each tick of a cheap period’s axis as the point it is, where shown amounts would repeat', () => {
    const ticks = [0, 0.005, 0.01, 0.015, 0.02];
    expect(ticks.map(formatCostTick)).toEqual(['€0.00', '€0.005', '€0.01', '€0.015', '€0.02']);
    // The same points as amounts shown: under a cent and rounded, two pairs read alike.
    expect(new Set(ticks.map(formatCost)).size).toBeLessThan(ticks.length);
  });

  it('writes an ordinary tick as money', () => {
    expect(formatCostTick(0.8)).toBe('€0.80');
    expect(formatCostTick(12)).toBe('€12.00');
  });
});
