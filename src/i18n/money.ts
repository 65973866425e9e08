/**
 * The one rounding rule for the money the console shows (docs/money.md): the platform's amounts carry up to
 * six decimals; each of its rows (a day and model, or a day, model and key) is rounded to whole cents once,
 * half up, and every figure above a row (a model's period, a day, a total) is the sum of those cents, in
 * integers. So every total on a page, in the chart and in the CSV is the sum of the rows it stands for.
 * No imports: the mock platform shares the arithmetic.
 */

/** Whole cents of an amount in euros, rounded half up once (micro-euros first, so float noise never tips it). */
export function toCents(euros: number): number {
  const micros = Math.round(euros * 1_000_000);
  return Math.sign(micros) * Math.round(Math.abs(micros) / 10_000);
}

/** The sum of rows' amounts, each rounded to cents on its own. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + toCents(amount), 0);
}

/** Whole cents as euros (`1234` → `12.34`), exact to the cent for any sum of cents. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Splits a row's rounded cents over its parts (a day and model's keys) in proportion to their own amounts, the
 * largest remainders taking the leftover cents, so the parts add up to the row exactly.
 */
export function allocateCents(cents: number, amounts: readonly number[]): number[] {
  const whole = amounts.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  if (whole <= 0) return amounts.map((_, i) => (i === 0 ? cents : 0));
  const exact = amounts.map((amount) => (Math.max(0, amount) / whole) * cents);
  const shares = exact.map(Math.floor);
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, i) => ({ i, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
