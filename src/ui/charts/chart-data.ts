/** Pure pieces of the charts: data in uPlot's shape, days and colour tokens. */

const DAY_SECONDS = 86_400;

/** A calendar day (`YYYY-MM-DD`, UTC) as the unix seconds of its midnight: uPlot's time axis. */
export function dayToUnix(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** The series of a chart: one label and one value per day. */
export interface ChartSeries {
  readonly label: string;
  readonly values: readonly number[];
  /** A Chakra colour token (`brand.solid`, `orange.500`); otherwise the next of the default palette. */
  readonly color?: string;
}

/** uPlot's aligned data: the x values (days) first, then one array per series, each as long as the days. */
export function alignedData(days: readonly string[], series: readonly ChartSeries[]): number[][] {
  return [days.map(dayToUnix), ...series.map((one) => days.map((_, index) => one.values[index] ?? 0))];
}

/** Half a day either side, so the first and last bars are whole. */
export function paddedDayRange(min: number, max: number): [number, number] {
  return [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2];
}

/** A y range from 0 to a little above the largest value (1 when everything is 0, so the axis still reads). */
export function countRange(max: number | null): [number, number] {
  const top = max == null || !Number.isFinite(max) || max <= 0 ? 1 : max * 1.1;
  return [0, top];
}

/** The CSS custom property of a Chakra colour token: `brand.solid` → `--chakra-colors-brand-solid`. */
export function colorVariable(token: string): string {
  return `--chakra-colors-${token.replaceAll('.', '-')}`;
}

/** Series colours when a series names none: the brand blue, the leaf green, then two that stand apart. */
export const DEFAULT_SERIES_COLORS = ['brand.solid', 'leaf.solid', 'orange.solid', 'purple.solid'] as const;

export function seriesColorToken(series: ChartSeries, index: number): string {
  return series.color ?? DEFAULT_SERIES_COLORS[index % DEFAULT_SERIES_COLORS.length] ?? 'brand.solid';
}
