import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatMicros } from '@/i18n';
import { MODEL_CATALOGUE } from '@/mocks/store/models';
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

/** `12.030569` (the CSV's exact amount) → 12030569 micro-euros, digit for digit. */
function micros(text: string | undefined): number {
  expect(text).toMatch(/^\d+\.\d{6}$/);
  return Number(text!.replace('.', ''));
}
const sumBy = (lines: string[][], column: number) => {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line[column]!, (sums.get(line[column]!) ?? 0) + micros(line[7]));
  return sums;
};
/** The models the mock prices at €0.02 per million tokens: cheap enough that a day costs under a cent. */
const CHEAP_MODELS = new Set(
  MODEL_CATALOGUE.filter((model) => model.price?.input === 0.02).map((model) => model.id),
);
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
  "every usage figure is the exact sum of the platform's amounts, rounded only where shown (the demo account)",
  { timeout: 40_000 },
  () => {
    it.each([7, 30, 90] as const)(
      "%i days: the CSV's exact rows add up to its total, and the table, its footer, the totals and the per-key table show those sums",
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
          'Cost in EUR (exact to 6 decimals)',
        ]);
        const total = lines.pop()!;
        expect(total[0]).toBe('Total');
        const exactTotal = micros(total[7]);
        expect(lines.reduce((a, line) => a + micros(line[7]), 0)).toBe(exactTotal);

        // Each model's row shows its exact sum rounded once, and the footer and the totals show the total.
        const byModel = sumBy(lines, 1);
        const rows = within(within(table).getAllByRole('rowgroup')[1]!)
          .getAllByRole('row')
          .map((row) => within(row).getAllByRole('cell'));
        expect(rows.map((cells) => cells[0]?.textContent).sort()).toEqual([...byModel.keys()].sort());
        for (const cells of rows) {
          expect(cells[4]?.textContent).toBe(formatMicros(byModel.get(cells[0]!.textContent)!));
        }
        const footer = within(within(table).getAllByRole('rowgroup')[2]!).getAllByRole('cell');
        expect(footer[4]?.textContent).toBe(formatMicros(exactTotal));
        expect(tokens(footer[3]?.textContent)).toBe(
          rows.reduce((a, cells) => a + tokens(cells[3]?.textContent), 0),
        );
        const totals = screen.getByTestId('usage-totals');
        expect(within(totals).getByText('Cost').nextSibling?.textContent).toBe(formatMicros(exactTotal));

        // A cheap model that was used is never shown as free: its exact cost is not zero, nor is its row.
        const cheap = rows.filter((cells) => CHEAP_MODELS.has(cells[0]!.textContent));
        expect(cheap.length).toBeGreaterThan(0);
        for (const cells of cheap) {
          expect(byModel.get(cells[0]!.textContent)).toBeGreaterThan(0);
          expect(cells[4]).not.toHaveTextContent(/^€0(\.00)?$/);
        }

        // Split per key: every line names its key (or the console), revoked keys marked.
        expect(lines.every((line) => line[2] !== '')).toBe(true);
        expect(new Set(lines.map((line) => line[3]))).toContain('Active');
        expect(lines.filter((line) => line[2] === 'Staging').every((line) => line[3] === 'Revoked')).toBe(
          true,
        );
        expect(lines.some((line) => line[2] === 'Staging')).toBe(true);

        // The table per key shows each key's exact sum; the session's one small call shows as < €0.01.
        const byKeyCsv = sumBy(lines, 2);
        expect(byKeyCsv.get('Console (playground)')).toBeGreaterThan(0);
        await user.click(screen.getByRole('radio', { name: 'Per key' }));
        const byKey = await screen.findByTestId('usage-key-table', {}, wait);
        const keyRows = within(within(byKey).getAllByRole('rowgroup')[1]!)
          .getAllByRole('row')
          .map((row) => within(row).getAllByRole('cell'));
        const keyName = (cells: HTMLElement[]) => cells[0]!.textContent.replace(/Revoked$/, '');
        expect(keyRows.map(keyName).sort()).toEqual([...byKeyCsv.keys()].sort());
        for (const cells of keyRows) {
          expect(cells[4]?.textContent).toBe(formatMicros(byKeyCsv.get(keyName(cells))!));
        }
        const keyFooter = within(within(byKey).getAllByRole('rowgroup')[2]!).getAllByRole('cell');
        expect(keyFooter[4]?.textContent).toBe(formatMicros(exactTotal));
        const stagingRow = keyRows.find((cells) => cells[0]?.textContent?.startsWith('Staging'));
        expect(stagingRow?.[0]).toHaveTextContent(/^StagingRevoked$/);
        const consoleRow = keyRows.find((cells) => cells[0]?.textContent === 'Console (playground)');
        expect(consoleRow?.[4]).toHaveTextContent(/^<\s€0\.01$/);
      },
    );
  },
);
