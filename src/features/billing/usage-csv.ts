import { formatDate } from '@/i18n/format';

import { roundToCents, type UsageSummary } from './usage-summary';

/**
 * The usage table as CSV (RFC 4180): the same rows and columns as the table on the page, plus the period
 * (From, To) in sv-SE dates on every row, so a row still says which days it covers once it is pasted
 * elsewhere. Numbers are plain (no thousands separators, a point before the cents) for spreadsheets; text
 * is quoted when it holds a comma, a quote or a line break, and quotes are doubled.
 */

export type CsvCell = string | number;

/** Text a spreadsheet would run as a formula starts with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text: cells joined by commas, rows ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface UsageCsvLabels {
  readonly from: string;
  readonly to: string;
  readonly model: string;
  readonly input: string;
  readonly output: string;
  readonly total: string;
  readonly cost: string;
  /** The label of the totals row, in the model column. */
  readonly totals: string;
}

const day = (value: string) => formatDate(value, { dateStyle: 'short', timeZone: 'UTC' });

/** The table's rows (models, then the totals) with the period in front. */
export function usageCsvRows(summary: UsageSummary, labels: UsageCsvLabels): CsvCell[][] {
  const from = day(summary.start);
  const to = day(summary.end);
  return [
    [labels.from, labels.to, labels.model, labels.input, labels.output, labels.total, labels.cost],
    ...summary.models.map((m) => [from, to, m.model, m.input, m.output, m.total, roundToCents(m.cost)]),
    [
      from,
      to,
      labels.totals,
      summary.totals.input,
      summary.totals.output,
      summary.totals.total,
      roundToCents(summary.totals.cost),
    ],
  ];
}

export function usageCsv(summary: UsageSummary, labels: UsageCsvLabels): string {
  return toCsv(usageCsvRows(summary, labels));
}

/** `usage_2026-10-24_2026-11-22.csv` */
export function usageCsvFileName(summary: Pick<UsageSummary, 'start' | 'end'>): string {
  return `usage_${day(summary.start)}_${day(summary.end)}.csv`;
}
