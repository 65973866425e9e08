import { daysFrom } from '../../store/dates';

import { fail } from './respond';

/** The longest period a usage query may span. */
export const MAX_PERIOD_DAYS = 366;

/** `start_date`/`end_date` (already schema-checked) with defaults; 400 INVALID_REQUEST when reversed or too long. */
export function requirePeriod(
  query: { start_date?: string; end_date?: string },
  defaults: { start: string; end: string },
): { start: string; end: string } {
  const start = query.start_date ?? defaults.start;
  const end = query.end_date ?? defaults.end;
  if (start > end) {
    fail(400, 'INVALID_REQUEST', {
      message: 'start_date must not be after end_date.',
      details: [{ path: 'start_date', message: 'After end_date' }],
    });
  }
  if (daysFrom(start, end) + 1 > MAX_PERIOD_DAYS) {
    fail(400, 'INVALID_REQUEST', {
      message: `A period may span at most ${MAX_PERIOD_DAYS} days.`,
      details: [{ path: 'end_date', message: `More than ${MAX_PERIOD_DAYS} days after start_date` }],
    });
  }
  return { start, end };
}
