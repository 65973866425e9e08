import { describe, expect, it } from 'vitest';

import { tokenUsage, usageRow } from './test-fixtures';
import { usageByKey } from './usage-by-key';
import { usageLines } from './usage-lines';

describe('usageByKey', () => {
  it('sums the exact lines per key, revoked keys and the console kept, adding up to the lines', () => {
    const lines = usageLines(
      tokenUsage('2026-11-21', '2026-11-22', [
        { ...usageRow('2026-11-21', 'gemma', 10, 5, 0.016), api_key: { id: 1, name: 'CI', active: true } },
        { ...usageRow('2026-11-21', 'gemma', 10, 5, 0.016), api_key: { id: 2, name: 'Old', active: false } },
        { ...usageRow('2026-11-22', 'gemma', 10, 0, 0.02), api_key: { id: 1, name: 'CI', active: true } },
        { ...usageRow('2026-11-22', 'bge', 4, 0, 0.004), api_key: null },
      ]),
    );
    const rows = usageByKey(lines);
    expect(rows).toEqual([
      {
        source: { kind: 'key', id: 1, name: 'CI', active: true },
        input: 20,
        output: 5,
        total: 25,
        micros: 36_000,
      },
      {
        source: { kind: 'key', id: 2, name: 'Old', active: false },
        input: 10,
        output: 5,
        total: 15,
        micros: 16_000,
      },
      { source: { kind: 'console' }, input: 4, output: 0, total: 4, micros: 4_000 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.micros, 0)).toBe(lines.reduce((sum, l) => sum + l.micros, 0));
  });

  it('is empty when the platform does not split per key', () => {
    expect(
      usageByKey(
        usageLines(tokenUsage('2026-11-22', '2026-11-22', [usageRow('2026-11-22', 'gemma', 1, 1, 1)])),
      ),
    ).toEqual([]);
  });
});
