/**
 * The one rule for usage money (docs/money.md): amounts are read at the platform's precision, whole
 * micro-euros, and added as integers, so every total is exact; an amount is rounded only where it is shown
 * (`formatMicros`), and the CSV carries it exactly (`microsToDecimal`). Invoices and charges stay in cents.
 * No imports: the mock platform shares the arithmetic.
 */

/** Micro-euros per euro: the platform's usage amounts carry up to six decimals. */
export const MICROS_PER_EURO = 1_000_000;

/** Micro-euros per cent: an amount below this and above zero is shown as "< €0.01". */
export const MICROS_PER_CENT = 10_000;

/** An amount in euros as whole micro-euros; a value with more decimals is read to the nearest micro-euro. */
export function toMicros(euros: number): number {
  const micros = Math.round(Math.abs(euros) * MICROS_PER_EURO);
  return euros < 0 ? -micros : micros;
}

/** The exact sum of amounts in euros, in micro-euros. */
export function sumMicros(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + toMicros(amount), 0);
}

/** Micro-euros as euros, for a chart's scale (the nearest double to the exact amount). */
export function microsToEuros(micros: number): number {
  return micros / MICROS_PER_EURO;
}

/** Micro-euros rounded half up (away from zero) to whole cents: what a shown amount reads. */
export function microsToCents(micros: number): number {
  const cents = Math.round(Math.abs(micros) / MICROS_PER_CENT);
  return micros < 0 ? -cents : cents;
}

/** Micro-euros as exact decimal text with all six decimals (`12.030569`), for files a spreadsheet sums. */
export function microsToDecimal(micros: number): string {
  const whole = Math.floor(Math.abs(micros) / MICROS_PER_EURO);
  const fraction = String(Math.abs(micros) % MICROS_PER_EURO).padStart(6, '0');
  return `${micros < 0 ? '-' : ''}${whole}.${fraction}`;
}
