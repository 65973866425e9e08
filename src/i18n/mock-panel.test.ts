import { describe, expect, it } from 'vitest';

import { mockPanelEn } from './mock-panel.en';
import { mockPanelSv } from './mock-panel.sv';

function leaves(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// The panel's strings are registered by its own chunk (features/mock-panel/strings.ts), so the catalogue
// test of en.ts / sv.ts does not see them: the same checks here.
describe('mock panel strings', () => {
  const en = new Map(leaves(mockPanelEn));
  const sv = new Map(leaves(mockPanelSv));

  it('sv has the same keys as en', () => {
    expect([...sv.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('every string is non-empty and sv keeps the placeholders of en', () => {
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(sv.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(sv.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
