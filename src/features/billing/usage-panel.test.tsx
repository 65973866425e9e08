import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TokenUsageRow } from '@/api/generated/model';
import { failOperation, overrideOperation, recordRequests } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { toaster } from '@/ui/toaster';

import { tokenUsage, tokenUsageAsked, usageRow } from './test-fixtures';
import type { UsagePeriod } from '@/config/dates';
import { UsagePanel } from './usage-panel';

const NOW = new Date('2026-11-22T12:00:00Z');
const wait = { timeout: 3_000 };

const ROWS = [
  usageRow('2026-10-01', 'old-model', 1, 1, 1), // before the 30 days
  usageRow('2026-11-10', 'mixtral-8x22b-instruct', 1_000_000, 250_000, 2.5),
  usageRow('2026-11-18', 'bge-m3', 40_000, 0, 0.004),
  usageRow('2026-11-20', 'mixtral-8x22b-instruct', 2_000_000, 500_000, 5),
  usageRow('2026-11-21', 'acme/"quoted", model', 10, 5, 0.01),
];

/**
 * Token usage made of these rows, cut to the asked period: the store's usage comes from its seed, and these
 * tests need named models (one with a quote and a comma) and round figures.
 */
function serveUsage(rows: TokenUsageRow[]) {
  overrideOperation('getTokenUsage', ({ request }) => tokenUsageAsked(request, rows));
  const calls = recordRequests();
  return { calls: () => calls.filter((call) => call.startsWith('GET /v1/usage/tokens')) };
}

function Host({ initial = 30 as UsagePeriod }) {
  const [days, setDays] = useState<UsagePeriod>(initial);
  return <UsagePanel days={days} onDaysChange={setDays} />;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // jsdom has no canvas: the chart keeps its text alternative only.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await resetBrowserState();
});

afterEach(() => {
  vi.useRealTimers();
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));

describe('UsagePanel', { timeout: 20_000 }, () => {
  it('loads, then shows totals, the chart’s table and the table per model for the last 30 days', async () => {
    const usage = serveUsage(ROWS);
    failOperation('getTokenUsage', { delayMs: 50 });
    renderWithProviders(<Host />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading usage…');

    const table = await screen.findByTestId('usage-table', {}, wait);
    expect(usage.calls()).toEqual(['GET /v1/usage/tokens?start_date=2026-10-24&end_date=2026-11-22']);
    expect(screen.getByTestId('usage-period')).toHaveTextContent('2026-10-24 – 2026-11-22');

    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) => (within(row).queryAllByRole('cell').length ? cells(row) : null)).filter(Boolean),
    ).toEqual([
      ['mixtral-8x22b-instruct', '3,000,000', '750,000', '3,750,000', '€7.50'],
      ['acme/"quoted", model', '10', '5', '15', '€0.01'],
      ['bge-m3', '40,000', '0', '40,000', '< €0.01'],
      ['Total', '3,040,010', '750,005', '3,790,015', '€7.51'],
    ]);

    const totals = screen.getByTestId('usage-totals');
    expect(within(totals).getByText('Input tokens').nextSibling).toHaveTextContent(/^3,040,010$/);
    expect(within(totals).getByText('Cost').nextSibling).toHaveTextContent(/^€7\.51$/);

    // The chart (lazily loaded) has a text alternative with a row per day.
    expect(
      await screen.findByRole('group', { name: 'Input and output tokens per day' }, wait),
    ).toBeInTheDocument();
  });

  it('switches period: 7 days asks for the last 7 days', async () => {
    const usage = serveUsage(ROWS);
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await screen.findByTestId('usage-table', {}, wait);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(
      () => expect(usage.calls()).toContain('GET /v1/usage/tokens?start_date=2026-11-16&end_date=2026-11-22'),
      wait,
    );
    await waitFor(
      () =>
        expect(screen.queryByText('mixtral-8x22b-instruct')?.closest('tr')).toHaveTextContent(
          /^mixtral-8x22b-instruct2,000,000/,
        ),
      wait,
    );
  });

  it('labels the period the answer reports when the platform answers its billing period instead', async () => {
    overrideOperation('getTokenUsage', tokenUsage('2026-11-01', '2026-11-30', ROWS.slice(1)));
    renderWithProviders(<Host />);
    await screen.findByTestId('usage-table', {}, wait);
    expect(screen.getByTestId('usage-period')).toHaveTextContent('2026-11-01 – 2026-11-30');
  });

  it('chart views: per model and cost', async () => {
    serveUsage(ROWS);
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await screen.findByTestId('usage-table', {}, wait);
    await user.click(screen.getByRole('radio', { name: 'Cost per model' }));
    const chart = await screen.findByRole('group', { name: 'Cost per model per day (€)' }, wait);
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'mixtral-8x22b-instruct', 'acme/"quoted", model', 'bge-m3']);
    // A day of a cheap model reads as under a cent, never as free.
    const bgeDays = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cells(row)[2]);
    expect(bgeDays.filter((cost) => cost !== '€0')).toEqual(['< €0.01']);
  });

  it('nothing in the period: says so, and offers no export', async () => {
    serveUsage([]);
    renderWithProviders(<Host />);
    expect(await screen.findByText('No usage in this period.', {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('a failed load shows the catalogue message; Retry loads it', async () => {
    serveUsage(ROWS);
    failOperation('getTokenUsage', { status: 503, code: 'SERVER_ERROR', times: 1 });
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('Usage could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('usage-table', {}, wait)).toBeInTheDocument();
  });

  it('exports the daily rows as CSV, escaped, dates in sv-SE, the key blank when the platform does not split per key', async () => {
    serveUsage(ROWS);
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:usage';
    });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('usage_2026-10-24_2026-11-22.csv');
    });
    const toast = vi.spyOn(toaster, 'create');
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, wait));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), wait);
    const text = await blobs[0]!.text();
    expect(text.replace(/^\uFEFF/, '')).toBe(
      [
        'Date,Model,API key,Key status,Input tokens,Output tokens,Total tokens,Cost in EUR (exact to 6 decimals)',
        '2026-11-10,mixtral-8x22b-instruct,,,1000000,250000,1250000,2.500000',
        '2026-11-18,bge-m3,,,40000,0,40000,0.004000',
        '2026-11-20,mixtral-8x22b-instruct,,,2000000,500000,2500000,5.000000',
        '2026-11-21,"acme/""quoted"", model",,,10,5,15,0.010000',
        'Total,,,,3040010,750005,3790015,7.514000',
        '',
      ].join('\r\n'),
    );
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Usage exported as usage_2026-10-24_2026-11-22.csv' }),
    );
  });
});
