import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { DEMO_ADMIN } from '@/mocks/store/demo';
import { signedInAccount } from '@/test/mock-account';
import { failOperation } from '@/test/mock-overrides';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { InvoicesPanel } from './invoices-panel';
import { invoice } from './test-fixtures';

const wait = { timeout: 3_000 };

beforeEach(async () => {
  await resetBrowserState();
});

describe('InvoicesPanel', { timeout: 20_000 }, () => {
  it('loads, then lists number, sv-SE date, amount, status and a PDF action, newest first; only a failed one offers Pay now', async () => {
    signedInAccount().invoices = [
      invoice('EU-2026-0015', '2026-11-01', { paymentStatus: 'pending', amount: 500 }),
      invoice('EU-2026-0014', '2026-10-01', { paymentStatus: 'failed' }),
      invoice('EU-2026-0013', '2026-09-01', { amount: 1234.5 }),
    ];
    failOperation('listInvoices', { delayMs: 50 });
    renderWithProviders(<InvoicesPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices…');
    const table = await screen.findByTestId('invoices-table', {}, wait);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('td')].map((td) => td.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
      );
    expect(rows).toEqual([
      ['EU-2026-0015', '2026-11-01', '€500', 'Pending', 'PDF'],
      ['EU-2026-0014', '2026-10-01', '€50', 'Failed', 'Pay nowPDF'],
      ['EU-2026-0013', '2026-09-01', '€1,234.50', 'Paid', 'PDF'],
    ]);
  });

  it('reads what a back office may send: a number id, a date-time date, an unknown status; one unreadable invoice costs only itself, with a notice', async () => {
    const { amount: _unreadable, ...withoutAmount } = invoice('EU-2026-0012', '2026-08-01');
    // The platform's answer as sent, not as the contract types it.
    signedInAccount().invoices = [
      { ...invoice('EU-2026-0015', '2026-11-01'), id: 15, issuingDate: '2026-11-01 08:00:00' },
      { ...invoice('EU-2026-0014', '2026-10-01'), paymentStatus: 'refunded', amount: '50.00' },
      withoutAmount,
    ] as unknown as ReturnType<typeof signedInAccount>['invoices'];
    renderWithProviders(<InvoicesPanel />);
    const table = await screen.findByTestId('invoices-table', {}, wait);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent));
    expect(rows).toEqual([
      ['EU-2026-0015', '2026-11-01', '€50', 'Paid'],
      ['EU-2026-0014', '2026-10-01', '€50', 'refunded'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 invoice could not be shown: the platform sent it in a form the console cannot read.',
    );
  });

  it('no invoices yet: says so', async () => {
    signedInAccount(DEMO_ADMIN.email, 'empty'); // Nordlys just registered: no invoices
    renderWithProviders(<InvoicesPanel />);
    expect(await screen.findByText(/No invoices yet/, {}, wait)).toBeInTheDocument();
  });

  it('a failed load shows the catalogue message; Retry loads it', async () => {
    signedInAccount();
    failOperation('listInvoices', { status: 500, code: 'SERVER_ERROR', times: 1 });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPanel />);
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('Invoices could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('invoices-table', {}, wait)).toBeInTheDocument();
  });
});
