import { describe, expect, it } from 'vitest';

import { parseThreshold, THRESHOLD_MAX, thresholdText } from './threshold';

describe('parseThreshold', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['10', 10],
    ['10,5', 10.5],
    ['10.25', 10.25],
    ['1 000', 1000],
    ['25 €', 25],
    ['0', 0],
    [String(THRESHOLD_MAX), THRESHOLD_MAX],
  ])('%j is %s', (text, value) => {
    expect(parseThreshold(text)).toEqual({ ok: true, value });
  });

  it.each(['-5', 'ten', '10.555', '1e3', '100001', '10,5,5', '.5'])('%j is refused', (text) => {
    expect(parseThreshold(text)).toEqual({ ok: false });
  });
});

describe('thresholdText', () => {
  it('shows the number in the language’s decimal style; none as empty', () => {
    expect(thresholdText(12.5, true)).toBe('12,5');
    expect(thresholdText(12.5, false)).toBe('12.5');
    expect(thresholdText(null, true)).toBe('');
  });
});
