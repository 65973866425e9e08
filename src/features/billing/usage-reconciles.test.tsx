import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MockApi } from '@/mocks/testing/mock-api';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';

import type { UsagePeriod } from '@/config/dates';
import { UsagePanel } from './usage-panel';

// The shared mock platform's clock.
const NOW = new Date('2026-11-22T12:00:00Z');
const wait = { timeout: 8_000 };

let api: MockApi & { restore: () => void };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await resetBrowserState();
  api = await signedInMockApi(server);
});

afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

function Host({ initial }: { initial: UsagePeriod }) {
  const [days, setDays] = useState<UsagePeriod>(initial);
  return <UsagePanel days={days} onDaysChange={setDays} />;
}

/** `€1,234.56` → 123456 (the page's own figure, read back in whole cents). */
const cents = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const tokens = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The CSV the export button downloads, as rows of cells (no quoted commas in the demo's names). */
function captureCsv(): () => Promise<string[][]> {
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => (blobs.push(blob), 'blob:usage'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    await waitFor(() => expect(blobs).toHaveLength(1), wait);
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    return text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
  };
}

describe(
  'every usage figure is the sum of the rows shown (the demo account, seeded with fractional cents)',
  { timeout: 40_000 },
  () => {
    it.each([7, 30, 90] as const)(
      '%i days: the table, its footer, the totals, and the CSV agree to the cent',
      async (days) => {
        // A revoked key keeps its past usage, and a playground call made with the session counts too.
        const keys = await api.call<{ id: number; name: string }[]>('listApiKeys', 'GET', '/v1/api-keys');
        const staging = keys.body.find((key) => key.name === 'Staging')!;
        expect((await api.call('revokeApiKey', 'DELETE', `/v1/api-keys/${staging.id}`)).status).toBe(204);
        const call = await api.call('createChatCompletion', 'POST', '/v1/chat/completions', {
          json: { model: 'gemma-3-12b-it', messages: [{ role: 'user', content: 'Hej' }] },
        });
        expect(call.status).toBe(200);
        const csv = captureCsv();
        const user = userEvent.setup();
        renderWithProviders(<Host initial={days} />);
        const table = await screen.findByTestId('usage-table', {}, wait);

        const body = within(table).getAllByRole('rowgroup')[1]!;
        const rows = within(body)
          .getAllByRole('row')
          .map((row) => within(row).getAllByRole('cell'));
        expect(rows.length).toBeGreaterThan(1);
        const footer = within(within(table).getAllByRole('rowgroup')[2]!).getAllByRole('cell');
        const rowCents = rows.map((cells) => cents(cells[4]?.textContent));
        const sum = rowCents.reduce((a, b) => a + b, 0);
        expect(cents(footer[4]?.textContent)).toBe(sum);
        expect(tokens(footer[3]?.textContent)).toBe(
          rows.reduce((a, cells) => a + tokens(cells[3]?.textContent), 0),
        );

        const totals = screen.getByTestId('usage-totals');
        expect(cents(within(totals).getByText('Cost').nextSibling?.textContent)).toBe(sum);

        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        const [header, ...lines] = await csv();
        expect(header).toEqual([
          'Date',
          'Model',
          'API key',
          'Key status',
          'Input tokens',
          'Output tokens',
          'Total tokens',
          'Cost (EUR)',
        ]);
        const total = lines.pop()!;
        expect(total[0]).toBe('Total');
        const csvCents = lines.reduce((a, line) => a + Math.round(Number(line[7]) * 100), 0);
        expect(csvCents).toBe(sum);
        expect(Math.round(Number(total[7]) * 100)).toBe(sum);
        // Split per key: every line names its key (or the console), revoked keys marked.
        expect(lines.every((line) => line[2] !== '')).toBe(true);
        expect(new Set(lines.map((line) => line[3]))).toContain('Active');
        expect(lines.filter((line) => line[2] === 'Staging').every((line) => line[3] === 'Revoked')).toBe(
          true,
        );
        expect(lines.some((line) => line[2] === 'Staging')).toBe(true);
        expect(lines.some((line) => line[2] === 'Console (playground)')).toBe(true);

        // The table per key: the revoked key marked, the console's row, and the same total.
        await user.click(screen.getByRole('radio', { name: 'Per key' }));
        const byKey = await screen.findByTestId('usage-key-table', {}, wait);
        const keyRows = within(within(byKey).getAllByRole('rowgroup')[1]!)
          .getAllByRole('row')
          .map((row) => within(row).getAllByRole('cell'));
        const keyFooter = within(within(byKey).getAllByRole('rowgroup')[2]!).getAllByRole('cell');
        expect(keyRows.reduce((a, cells) => a + cents(cells[4]?.textContent), 0)).toBe(sum);
        expect(cents(keyFooter[4]?.textContent)).toBe(sum);
        const stagingRow = keyRows.find((cells) => cells[0]?.textContent?.startsWith('Staging'));
        expect(stagingRow?.[0]).toHaveTextContent(/^StagingRevoked$/);
        expect(keyRows.some((cells) => cells[0]?.textContent === 'Console (playground)')).toBe(true);
      },
    );
  },
);
