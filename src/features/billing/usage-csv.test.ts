import { describe, expect, it } from 'vitest';

import { tokenUsage, usageRow } from './test-fixtures';
import { csvCell, toCsv, usageCsv, usageCsvFileName, usageCsvRows, type UsageCsvLabels } from './usage-csv';
import { summariseUsage } from './usage-summary';

const LABELS: UsageCsvLabels = {
  from: 'From',
  to: 'To',
  model: 'Model',
  input: 'Input tokens',
  output: 'Output tokens',
  total: 'Total tokens',
  cost: 'Cost (EUR)',
  totals: 'Total',
};

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+46', "'+46"],
    ['@cmd, x', `"'@cmd, x"`],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers plainly, with a point before decimals', () => {
    expect(csvCell(1234567)).toBe('1234567');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
  });
});

describe('usageCsv', () => {
  const summary = summariseUsage(
    tokenUsage('2026-10-24', '2026-11-22', [
      usageRow('2026-11-20', 'gemma-3-12b-it', 1000, 200, 0.504),
      usageRow('2026-11-21', 'acme/"quoted", model', 10, 5, 0.001),
      usageRow('2026-11-22', 'gemma-3-12b-it', 3000, 800, 1.25),
    ]),
  );

  it('is the table: a header, one row per model, the totals; the period in sv-SE dates on each', () => {
    expect(usageCsvRows(summary, LABELS)).toEqual([
      ['From', 'To', 'Model', 'Input tokens', 'Output tokens', 'Total tokens', 'Cost (EUR)'],
      ['2026-10-24', '2026-11-22', 'gemma-3-12b-it', 4000, 1000, 5000, 1.75],
      ['2026-10-24', '2026-11-22', 'acme/"quoted", model', 10, 5, 15, 0],
      ['2026-10-24', '2026-11-22', 'Total', 4010, 1005, 5015, 1.76],
    ]);
  });

  it('escapes what needs escaping', () => {
    const lines = usageCsv(summary, LABELS).split('\r\n');
    expect(lines[0]).toBe('From,To,Model,Input tokens,Output tokens,Total tokens,Cost (EUR)');
    expect(lines[2]).toBe('2026-10-24,2026-11-22,"acme/""quoted"", model",10,5,15,0');
    expect(lines.at(-1)).toBe('');
  });

  it('names the file after the period', () => {
    expect(usageCsvFileName(summary)).toBe('usage_2026-10-24_2026-11-22.csv');
  });
});
