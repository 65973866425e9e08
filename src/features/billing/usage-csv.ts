import { centsToEuros, formatDate } from '@/i18n';

import type { UsageLine, UsageSource } from './usage-lines';
import type { UsageSummary } from './usage-summary';

/**
 * The usage as CSV (RFC 4180): the daily lines the page sums (per model, and per key when the platform
 * splits them, revoked keys marked), dates in sv-SE. Numbers are plain (no thousands separators, a point
 * before the cents) for spreadsheets; text is quoted when it holds a comma, a quote or a line break, and quotes are doubled.
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
 * totals: the sums of the rows above, cents to cents, so they equal the page's.
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
      centsToEuros(line.cents),
    ]),
    [
      labels.totals,
      '',
      '',
      '',
      sum((line) => line.input),
      sum((line) => line.output),
      sum((line) => line.total),
      centsToEuros(sum((line) => line.cents)),
    ],
  ];
}

export function usageCsv(lines: readonly UsageLine[], labels: UsageCsvLabels): string {
  return toCsv(usageCsvRows(lines, labels));
}

/** `usage_2026-10-24_2026-11-22.csv` */
export function usageCsvFileName(summary: Pick<UsageSummary, 'start' | 'end'>): string {
  return `usage_${day(summary.start)}_${day(summary.end)}.csv`;
}
