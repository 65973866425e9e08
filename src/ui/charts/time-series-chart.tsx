import 'uplot/dist/uPlot.min.css';

import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';

import { useTranslation } from '@/i18n';
import { formatDate, formatNumber } from '@/i18n/format';

import {
  alignedData,
  colorVariable,
  countRange,
  dayToUnix,
  paddedDayRange,
  seriesColorToken,
  type ChartSeries,
} from './chart-data';

export interface TimeSeriesChartProps {
  /** What the chart shows: its accessible name and the caption of its text alternative. */
  readonly title: string;
  /** The days of the x axis (`YYYY-MM-DD`, UTC), in order. Memoise it: a new array draws the chart anew. */
  readonly days: readonly string[];
  /** One or more series, each with a value per day. Memoise it like `days`. */
  readonly series: readonly ChartSeries[];
  /** The header of the days' column in the text alternative ("Date"). */
  readonly dayLabel: string;
  readonly kind?: 'bars' | 'line';
  /** Height of the plot in CSS pixels; the width follows the container. */
  readonly height?: number;
  readonly formatValue?: (value: number) => string;
  /** The y axis's labels, when a tick needs more precision than a value as shown (`formatValue` by default). */
  readonly formatTick?: (value: number) => string;
}

const DAY = 24 * 60 * 60;
/** The x axis's tick steps, in seconds: 1, 2, 3 days, a week, two weeks, four weeks. */
const DAY_STEPS = [1, 2, 3, 7, 14, 28].map((days) => days * DAY);

const defaultFormatValue = (value: number) => formatNumber(value);
const fullDay = (unix: number) => formatDate(unix * 1000, { dateStyle: 'medium', timeZone: 'UTC' });
const shortDay = (unix: number) =>
  formatDate(unix * 1000, { day: 'numeric', month: 'short', timeZone: 'UTC' });

// The colour mode is a class on <html> (next-themes): a canvas does not follow it, so charts redraw.
function subscribeToColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
  return () => observer.disconnect();
}
const colorModeSnapshot = () => document.documentElement.className;

/** Whether this browser draws on a canvas (jsdom does not). */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * A small time-series chart on uPlot: days along x, one or more series as bars or lines. Colours come from
 * the Chakra tokens of the current colour mode (light or dark), the width follows the container, and a
 * visually hidden table carries the same numbers for screen readers and keyboard users.
 */
export function TimeSeriesChart({
  title,
  days,
  series,
  dayLabel,
  kind = 'bars',
  height = 220,
  formatValue = defaultFormatValue,
  formatTick = formatValue,
}: TimeSeriesChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const colorMode = useSyncExternalStore(subscribeToColorMode, colorModeSnapshot, () => '');
  // Numbers are written in the interface language: a new one draws the axes anew.
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    const element = plotRef.current;
    if (!element || !canDraw()) return;
    const styles = getComputedStyle(element);
    const color = (token: string, fallback: string) =>
      styles.getPropertyValue(colorVariable(token)).trim() || fallback;
    const axisColor = color('fg.muted', '#71717a');
    const gridColor = color('border', '#e4e4e7');
    const font = `12px ${styles.fontFamily || 'system-ui, sans-serif'}`;
    const axis = (values: uPlot.Axis['values']): uPlot.Axis => ({
      stroke: axisColor,
      font,
      values,
      grid: { stroke: gridColor, width: 1 },
      ticks: { stroke: gridColor, width: 1, size: 4 },
    });
    const bars = uPlot.paths.bars?.({ size: [0.7, 48], align: 0 });

    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: {
        x: { time: true, range: (_plot, min, max) => paddedDayRange(min, max) },
        y: { range: (_plot, _min, max) => countRange(max) },
      },
      axes: [
        // Whole days only: a tick every 12 hours would name each day twice.
        { ...axis((_plot, splits) => splits.map(shortDay)), incrs: DAY_STEPS },
        { ...axis((_plot, splits) => splits.map(formatTick)), size: 64 },
      ],
      series: [
        { label: dayLabel, value: (_plot, value) => (value == null ? '–' : fullDay(value)) },
        ...series.map((one, index): uPlot.Series => {
          const stroke = color(seriesColorToken(one, index), '#2550d6');
          return {
            label: one.label,
            stroke,
            width: kind === 'bars' ? 0 : 2,
            fill: kind === 'bars' ? stroke : undefined,
            paths: kind === 'bars' ? bars : undefined,
            points: { show: kind === 'line' && days.length <= 31 },
            value: (_plot, value) => (value == null ? '–' : formatValue(value)),
          };
        }),
      ],
      cursor: { drag: { setScale: false, x: false, y: false } },
      legend: { show: true, live: true },
    };
    const plot = new uPlot(options, alignedData(days, series) as uPlot.AlignedData, element);

    const resizeObserver =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            const width = Math.floor(entry?.contentRect.width ?? 0);
            if (width > 0 && width !== plot.width) plot.setSize({ width, height });
          });
    resizeObserver?.observe(element);
    return () => {
      resizeObserver?.disconnect();
      plot.destroy();
    };
  }, [days, series, dayLabel, kind, height, formatValue, formatTick, colorMode, language]);

  return (
    <Box as="figure" role="group" aria-labelledby={captionId} m="0">
      <Box
        ref={plotRef}
        aria-hidden
        w="full"
        minH={`${height}px`}
        overflow="hidden"
        color="fg.muted"
        fontSize="xs"
        css={{ '& .u-legend': { textAlign: 'start', marginTop: '1' } }}
      />
      <VisuallyHidden>
        <table>
          <caption id={captionId}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map((one) => (
                <th key={one.label} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{fullDay(dayToUnix(day))}</th>
                {series.map((one) => (
                  <td key={one.label}>{formatValue(one.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
