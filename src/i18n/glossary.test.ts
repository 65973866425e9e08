import { describe, expect, it } from 'vitest';

import glossaryDoc from '../../docs/glossary-sv.md?raw';

import { en } from './en';
import { avoidedVariants, GLOSSARY_SV, mayBeSameInSwedish, SAME_IN_SWEDISH, samePath } from './glossary-sv';
import { mockPanelEn } from './mock-panel.en';
import { mockPanelSv } from './mock-panel.sv';
import { sv } from './sv';

/** Every leaf string of a catalogue by its dotted path. */
function strings(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of strings(value as object, `${prefix}${key}.`)) out.set(k, v);
    }
  }
  return out;
}

const SWEDISH = new Map([...strings(sv), ...strings(mockPanelSv, 'mockPanel.')]);
const ENGLISH = new Map([...strings(en), ...strings(mockPanelEn, 'mockPanel.')]);

describe('Swedish glossary (src/i18n/glossary-sv.ts)', () => {
  it('every Swedish string differs from its English one, except names and identifiers on the list', () => {
    const untranslated = [...SWEDISH]
      .filter(([key, text]) => text === ENGLISH.get(key) && !mayBeSameInSwedish(key))
      .map(([key, text]) => `${key}: "${text}"`);
    // Translate these, or add the key to SAME_IN_SWEDISH with the reason in a word.
    expect(untranslated).toEqual([]);
  });

  it('every entry of the list names a catalogue key and gives its reason', () => {
    for (const [pattern, reason] of Object.entries(SAME_IN_SWEDISH)) {
      expect(
        [...SWEDISH.keys()].some((key) => samePath(pattern, key)),
        pattern,
      ).toBe(true);
      expect(reason.trim(), pattern).not.toBe('');
    }
  });

  it('no Swedish string uses a variant the glossary avoids', () => {
    const offending = [...SWEDISH].flatMap(([key, text]) =>
      avoidedVariants(text).map(({ variant, use }) => `${key}: "${text}" uses "${variant}"; use ${use}`),
    );
    expect(offending).toEqual([]);
  });

  it('docs/glossary-sv.md shows every term as the module has it, and no other', () => {
    const rows = glossaryDoc
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .slice(1); // the header
    const expected = GLOSSARY_SV.map((term) => [
      term.en,
      term.sv,
      term.avoid.length > 0 ? term.avoid.join(', ') : '—',
      term.note,
    ]);
    expect(rows).toEqual(expected);
  });
});
