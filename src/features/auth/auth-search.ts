/** /auth's search parameters (spec section 2): `step=1` opens registration. */
export interface AuthSearch {
  readonly step?: number;
}

/**
 * `step` is kept when it is a whole number 1–4 (as a number or a numeric string), otherwise dropped; other
 * parameters are dropped.
 */
export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const raw = search.step;
  // `step: undefined` when invalid, never left out: the router keeps the raw value of a key the parser omits.
  if (raw === undefined || raw === null || raw === '' || typeof raw === 'object') return { step: undefined };
  const step = Number(raw);
  return { step: Number.isInteger(step) && step >= 1 && step <= 4 ? step : undefined };
}
