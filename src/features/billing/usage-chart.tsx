import { useMemo } from 'react';

import { formatCompactNumber, useTranslation } from '@/i18n';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts';

import type { UsageSummary } from './usage-summary';
import { formatCost, formatCostTick } from './usage-format';

export type UsageView = 'tokens' | 'models' | 'cost';

/** Enough colours that the models of a busy account stand apart (the chart's own four repeat). */
const MODEL_COLORS = [
  'brand.solid',
  'leaf.solid',
  'orange.solid',
  'purple.solid',
  'teal.solid',
  'pink.solid',
  'yellow.solid',
  'cyan.solid',
  'red.solid',
  'gray.solid',
] as const;

const modelColor = (index: number) => MODEL_COLORS[index % MODEL_COLORS.length];

/**
 * Usage per day as a chart (its own chunk, with uPlot): input vs output tokens, tokens per model, or cost
 * per model. Lines, so several series on a day stay readable; the chart's table alternative has the numbers.
 */
export default function UsageChart({ summary, view }: { summary: UsageSummary; view: UsageView }) {
  const { t } = useTranslation();
  const series = useMemo<ChartSeries[]>(() => {
    if (view === 'tokens') {
      return [
        { label: t('pages.billing.usage.input'), values: summary.daily.input, color: 'brand.solid' },
        { label: t('pages.billing.usage.output'), values: summary.daily.output, color: 'orange.solid' },
      ];
    }
    const byModel = view === 'models' ? summary.daily.tokensByModel : summary.daily.costByModel;
    return byModel.map((one, index) => ({ label: one.key, values: one.values, color: modelColor(index) }));
  }, [summary, view, t]);

  return (
    <TimeSeriesChart
      title={t(`pages.billing.usage.chartTitle.${view}`)}
      dayLabel={t('pages.billing.usage.date')}
      days={summary.days}
      series={series}
      kind="line"
      height={240}
      // Millions of tokens fit the axis as `1.5M`; the table below has the exact numbers.
      formatValue={view === 'cost' ? formatCost : formatCompactNumber}
      formatTick={view === 'cost' ? formatCostTick : formatCompactNumber}
    />
  );
}
