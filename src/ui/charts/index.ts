/**
 * Charts for the console's pages (API key usage, billing): small uPlot charts themed by the Chakra tokens,
 * each with a text alternative. Import this from a lazily loaded part: uPlot is ~20 KB gzip.
 */
export { TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart';
export type { ChartSeries } from './chart-data';
