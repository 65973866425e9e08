import { describe, expect, it } from 'vitest';

import { tokenUsage, usageRow } from './test-fixtures';
import {
  csvCell,
  toCsv,
  usageCsv,
  usageCsvFileName,
  usageCsvRows,
  type CsvSeparator,
  type UsageCsvLabels,
} from './usage-csv';
import { summariseUsage } from './usage-summary';

const LABELS: UsageCsvLabels = {
  date: 'Date',
  model: 'Model',
  apiKey: 'API key',
  keyStatus: 'Key status',
  input: 'Input tokens',
  output: 'Output tokens',
  total: 'Total tokens',
  cost: 'Cost in EUR (exact to 6 decimals)',
  totals: 'Total',
  console: 'Console (playground)',
  active: 'Active',
  revoked: 'Revoked',
};

/** Each character that makes a spreadsheet read a cell as a formula or a command when it starts one. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\n', '\0'];
const SEPARATORS: readonly CsvSeparator[] = [',', ';'];
const cases = FORMULA_STARTS.flatMap((start) =>
  SEPARATORS.map((separator) => ({ name: JSON.stringify(start), start, separator })),
);

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['a; b', '"a; b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' padded ', '" padded "'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['+46', `"'+46"`],
    ['-1', `"'-1"`],
    ['@cmd, x', `"'@cmd, x"`],
    ['=1+2";=1+2', `"'=1+2"";=1+2"`],
    [';=1+1', `"';=1+1"`],
    ['a,=1+1', `"'a,=1+1"`],
    ['a"=1+1', `"'a""=1+1"`],
    ["a'@x", `"'a'@x"`],
    ['meta-llama/Llama-3.1-8B', 'meta-llama/Llama-3.1-8B'],
    ['a - b', 'a - b'],
    ["it's", "it's"],
    ['', ''],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers plainly, with a point before decimals, negative ones as numbers', () => {
    expect(csvCell(1234567)).toBe('1234567');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins cells with commas by default and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
  });

  it.each(SEPARATORS)('%j: quotes a cell holding either separator, so no locale splits it', (separator) => {
    expect(toCsv([['a,b', 'a;b', 'ab', 1.5]], separator)).toBe(
      ['"a,b"', '"a;b"', 'ab', '1.5'].join(separator) + '\r\n',
    );
  });

  it.each(cases)(
    'text starting with $name, separated by $separator: quoted with a leading quote mark, numbers untouched',
    ({ start, separator }) => {
      const row = [`${start}1+1`, `x${separator}${start}cmd`, 'plain', -5, 0.5];
      const escaped = (text: string) => `"'${text}"`;
      expect(toCsv([row], separator)).toBe(
        [escaped(`${start}1+1`), escaped(`x${separator}${start}cmd`), 'plain', '-5', '0.5'].join(separator) +
          '\r\n',
      );
    },
  );
});

describe('usageCsv', () => {
  const byModel = summariseUsage(
    tokenUsage('2026-10-24', '2026-11-22', [
      usageRow('2026-11-20', 'gemma-3-12b-it', 1000, 200, 0.504),
      usageRow('2026-11-21', 'acme/"quoted", model', 10, 5, 0.001),
      usageRow('2026-11-22', 'gemma-3-12b-it', 3000, 800, 1.25),
    ]),
  );

  const d = (decimal: string) => ({ decimal });

  it('a row per day and model (key blank without a split), then the totals: the exact sums of the rows', () => {
    expect(usageCsvRows(byModel.lines, LABELS)).toEqual([
      [
        'Date',
        'Model',
        'API key',
        'Key status',
        'Input tokens',
        'Output tokens',
        'Total tokens',
        'Cost in EUR (exact to 6 decimals)',
      ],
      ['2026-11-20', 'gemma-3-12b-it', '', '', 1000, 200, 1200, d('0.504000')],
      ['2026-11-21', 'acme/"quoted", model', '', '', 10, 5, 15, d('0.001000')],
      ['2026-11-22', 'gemma-3-12b-it', '', '', 3000, 800, 3800, d('1.250000')],
      ['Total', '', '', '', 4010, 1005, 5015, d('1.755000')],
    ]);
  });

  it('split per key: revoked keys marked, the console line named, each key’s exact amount', () => {
    const split = summariseUsage(
      tokenUsage('2026-11-22', '2026-11-22', [
        {
          ...usageRow('2026-11-22', 'gemma-3-12b-it', 100, 10, 0.003),
          api_key: { id: 1, name: 'CI', active: true },
        },
        {
          ...usageRow('2026-11-22', 'gemma-3-12b-it', 100, 10, 0.003),
          api_key: { id: 2, name: 'Old', active: false },
        },
        { ...usageRow('2026-11-22', 'gemma-3-12b-it', 100, 10, 0.003), api_key: null },
      ]),
    );
    const rows = usageCsvRows(split.lines, LABELS);
    expect(rows.slice(1)).toEqual([
      ['2026-11-22', 'gemma-3-12b-it', 'CI', 'Active', 100, 10, 110, d('0.003000')],
      ['2026-11-22', 'gemma-3-12b-it', 'Old', 'Revoked', 100, 10, 110, d('0.003000')],
      ['2026-11-22', 'gemma-3-12b-it', 'Console (playground)', '', 100, 10, 110, d('0.003000')],
      ['Total', '', '', '', 300, 30, 330, d('0.009000')],
    ]);
    expect(split.totals.micros).toBe(9_000);
  });

  it('escapes what needs escaping', () => {
    const lines = usageCsv(byModel.lines, LABELS).split('\r\n');
    expect(lines[0]).toBe(
      'Date,Model,API key,Key status,Input tokens,Output tokens,Total tokens,Cost in EUR (exact to 6 decimals)',
    );
    expect(lines[2]).toBe('2026-11-21,"acme/""quoted"", model",,,10,5,15,0.001000');
    expect(lines.at(-1)).toBe('');
  });

  it.each(SEPARATORS)(
    '%j: a key named ";=1+1" and a model named "=x" come out quoted and guarded',
    (separator) => {
      const split = summariseUsage(
        tokenUsage('2026-11-22', '2026-11-22', [
          {
            ...usageRow('2026-11-22', '=x', 100, 10, 0.003),
            api_key: { id: 1, name: ';=1+1', active: true },
          },
        ]),
      );
      const lines = usageCsv(split.lines, LABELS, separator).split('\r\n');
      expect(lines[1]).toBe(
        ['2026-11-22', `"'=x"`, `"';=1+1"`, 'Active', '100', '10', '110', '0.003000'].join(separator),
      );
      expect(lines[2]).toBe(['Total', '', '', '', '100', '10', '110', '0.003000'].join(separator));
    },
  );

  it('names the file after the period', () => {
    expect(usageCsvFileName(byModel)).toBe('usage_2026-10-24_2026-11-22.csv');
  });
});
