import { useMemo } from 'react';

import { formatCompactNumber, useTranslation } from '@/i18n';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts';

import type { DailyUsage } from './daily-usage';

/** Tokens per day as bars: the console's uPlot chart, in its own chunk so the overview does not wait for it. */
export default function UsageChart({ daily, height }: { daily: DailyUsage; height: number }) {
  const { t } = useTranslation();
  const series = useMemo<ChartSeries[]>(
    () => [{ label: t('pages.overview.usage.tokens'), values: daily.tokens, color: 'brand.solid' }],
    [daily, t],
  );
  return (
    <TimeSeriesChart
      title={t('pages.overview.usage.chartTitle')}
      dayLabel={t('pages.overview.usage.date')}
      days={daily.days}
      series={series}
      height={height}
      // Millions of tokens fit the axis as `1.5M`; the chart's table alternative has the exact numbers.
      formatValue={formatCompactNumber}
    />
  );
}
