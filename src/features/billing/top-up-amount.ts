import { TOP_UP_MAX, TOP_UP_MIN } from '@/config';

export type AmountInput = { ok: true; value: number } | { ok: false };

/**
 * An amount in euros as typed: a decimal comma or point, spaces as thousands separators, at most two
 * decimals, from `min` to `max` (the top-up's bounds unless given).
 */
export function parseAmount(text: string, min = TOP_UP_MIN, max = TOP_UP_MAX): AmountInput {
  const compact = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return { ok: false };
  const value = Number(compact);
  return value >= min && value <= max ? { ok: true, value } : { ok: false };
}
