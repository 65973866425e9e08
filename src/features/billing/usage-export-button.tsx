import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';

import { getTokenUsage } from '@/api/generated/endpoints/usage/usage';
import type { DateRange } from '@/config/dates';
import { useTranslation } from '@/i18n';
import { toaster } from '@/ui/toaster';

import { downloadText } from './download';
import { usageCsv, usageCsvFileName } from './usage-csv';
import { usageLines } from './usage-lines';
import type { UsageSummary } from './usage-summary';

/**
 * The CSV asks for the same days split per key (a proposed parameter); a platform that ignores it answers rows
 * per model, and a failed ask exports the page's own lines: the key column is then blank.
 */
export function ExportButton({ summary, range }: { summary: UsageSummary; range: DateRange }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    const lines = await getTokenUsage({ ...range, group_by: 'key' }).then(
      (byKey) => usageLines(byKey),
      () => summary.lines,
    );
    setBusy(false);
    const file = usageCsvFileName(summary);
    downloadText(
      file,
      usageCsv(lines, {
        date: t('pages.billing.usage.date'),
        model: t('pages.billing.usage.model'),
        apiKey: t('pages.billing.usage.apiKey'),
        keyStatus: t('pages.billing.usage.keyStatus'),
        input: t('pages.billing.usage.input'),
        output: t('pages.billing.usage.output'),
        total: t('pages.billing.usage.total'),
        cost: t('pages.billing.usage.costEur'),
        totals: t('pages.billing.usage.totals'),
        console: t('pages.billing.usage.console'),
        active: t('pages.billing.usage.keyActive'),
        revoked: t('pages.billing.usage.keyRevoked'),
      }),
    );
    toaster.create({ type: 'success', title: t('pages.billing.usage.exported', { file }) });
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={busy}>
      <Download aria-hidden />
      {t('pages.billing.usage.export')}
    </Button>
  );
}
