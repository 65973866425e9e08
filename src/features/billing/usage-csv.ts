import { formatDate, microsToDecimal } from '@/i18n';

import type { UsageLine, UsageSource } from './usage-lines';
import type { UsageSummary } from './usage-summary';

/**
 * The usage as CSV (RFC 4180): the daily lines the page sums (per model, and per key when the platform
 * splits them, revoked keys marked), dates in sv-SE. Numbers are plain (no thousands separators, a point
 * before the decimals) for spreadsheets; costs carry all six decimals, so the rows add up to the total
 * exactly; text is guarded against formulas and quoted when it needs to be.
 */

/** A decimal the export writes itself, digit for digit (`0.030569`): a number, never guarded or quoted. */
export interface CsvDecimal {
  readonly decimal: string;
}

export type CsvCell = string | number | CsvDecimal;

/** The list separators spreadsheets split on: `,`, or `;` where the decimal separator is a comma. */
export type CsvSeparator = ',' | ';';

/** What makes a spreadsheet run a cell as a formula or a command when the cell starts with it (OWASP). */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;
/** The same after a separator or quote: where a reader that splits otherwise would start a cell. */
const FORMULA_INSIDE = /[,;"'][=+\-@\t\r\n\0]/;
/** Either list separator, whichever the file uses: a spreadsheet splits on its locale's, not the file's. */
const NEEDS_QUOTES = /[,;"\r\n]/;

/**
 * A cell: a number as is; text that could start a formula gets a leading `'` (read as text), then text is
 * quoted, quotes doubled, when guarded or when it holds a separator, a quote, a line break or edge spaces.
 */
export function csvCell(value: CsvCell): string {
  // Numbers are the export's own figures and must stay numbers a spreadsheet sums, negative ones too; the
  // platform's names and models arrive as text, so text alone is guarded.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return value.decimal;
  const guarded = FORMULA_START.test(value) || FORMULA_INSIDE.test(value);
  const text = guarded ? `'${value}` : value;
  const quoted = guarded || NEEDS_QUOTES.test(text) || text !== text.trim();
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text: cells joined by the separator, rows ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[], separator: CsvSeparator = ','): string {
  return rows.map((row) => row.map(csvCell).join(separator)).join('\r\n') + '\r\n';
}

export interface UsageCsvLabels {
  readonly date: string;
  readonly model: string;
  readonly apiKey: string;
  readonly keyStatus: string;
  readonly input: string;
  readonly output: string;
  readonly total: string;
  readonly cost: string;
  /** The label of the totals row, in the date column. */
  readonly totals: string;
  /** The key column of calls made in the console with the session. */
  readonly console: string;
  readonly active: string;
  readonly revoked: string;
}

const day = (value: string) => formatDate(value, { dateStyle: 'short', timeZone: 'UTC' });

function sourceCells(source: UsageSource, labels: UsageCsvLabels): [string, string] {
  if (source.kind === 'key') return [source.name, source.active ? labels.active : labels.revoked];
  if (source.kind === 'console') return [labels.console, ''];
  return ['', ''];
}

/**
 * A row per day, model and key (the key left blank when the platform does not split per key), then the
 * totals: the exact sums of the rows above (costs in micro-euros), from which the page rounds its own.
 */
export function usageCsvRows(lines: readonly UsageLine[], labels: UsageCsvLabels): CsvCell[][] {
  const sum = (pick: (line: UsageLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return [
    [
      labels.date,
      labels.model,
      labels.apiKey,
      labels.keyStatus,
      labels.input,
      labels.output,
      labels.total,
      labels.cost,
    ],
    ...lines.map((line) => [
      day(line.date),
      line.model,
      ...sourceCells(line.source, labels),
      line.input,
      line.output,
      line.total,
      { decimal: microsToDecimal(line.micros) },
    ]),
    [
      labels.totals,
      '',
      '',
      '',
      sum((line) => line.input),
      sum((line) => line.output),
      sum((line) => line.total),
      { decimal: microsToDecimal(sum((line) => line.micros)) },
    ],
  ];
}

export function usageCsv(
  lines: readonly UsageLine[],
  labels: UsageCsvLabels,
  separator: CsvSeparator = ',',
): string {
  return toCsv(usageCsvRows(lines, labels), separator);
}

/** `usage_2026-10-24_2026-11-22.csv` */
export function usageCsvFileName(summary: Pick<UsageSummary, 'start' | 'end'>): string {
  return `usage_${day(summary.start)}_${day(summary.end)}.csv`;
}
