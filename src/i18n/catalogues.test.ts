import { describe, expect, it } from 'vitest';

import { en } from './en';
import { sv } from './sv';

/** Every leaf key of a catalogue, as dotted paths. */
function keys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Interpolation placeholders such as {{version}} used in a string. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

function valueAt(catalogue: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
}

describe('translation catalogues', () => {
  it('sv has exactly the same keys as en', () => {
    expect(keys(sv).sort()).toEqual(keys(en).sort());
  });

  it('every value is a non-empty string', () => {
    for (const catalogue of [en, sv]) {
      for (const key of keys(catalogue)) {
        const value = valueAt(catalogue, key);
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    }
  });

  it('sv uses the same interpolation placeholders as en', () => {
    for (const key of keys(en)) {
      expect(placeholders(valueAt(sv, key) as string), key).toEqual(placeholders(valueAt(en, key) as string));
    }
  });
});
