/** The contract's limit of the low-balance warning threshold (UpdateWalletSettingsRequest). */
export const THRESHOLD_MAX = 100_000;

export type ThresholdInput = { ok: true; value: number | null } | { ok: false };

/**
 * What the user typed as a threshold, in euros: empty means no warning (null); a decimal comma or point,
 * spaces as thousands separators, at most two decimals, from 0 to the contract's maximum.
 */
export function parseThreshold(text: string): ThresholdInput {
  const compact = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  if (compact === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return { ok: false };
  const value = Number(compact);
  return value <= THRESHOLD_MAX ? { ok: true, value } : { ok: false };
}

/** A threshold as the field shows it: `12,5` in Swedish, `12.5` in English; empty for none. */
export function thresholdText(value: number | null, decimalComma: boolean): string {
  if (value == null) return '';
  const text = String(value);
  return decimalComma ? text.replace('.', ',') : text;
}
