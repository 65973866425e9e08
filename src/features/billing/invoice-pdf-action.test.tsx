import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '@/i18n';
import { errorsEn } from '@/i18n/errors.en';
import type { MockApi } from '@/mocks/testing/mock-api';
import { DEMO_MEMBER } from '@/mocks/store/demo';
import { recordRequests } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';
import { toaster } from '@/ui/toaster';

import { InvoicesPanel } from './invoices-panel';

const wait = { timeout: 5_000 };

let api: (MockApi & { restore: () => void }) | undefined;

beforeEach(async () => {
  await resetBrowserState();
});

afterEach(() => {
  toaster.remove();
  api?.restore();
  api = undefined;
});

/** Captures what the console saves: the Blob handed to a link, and the link's file name. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:invoice';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}

/** The row of the invoice with this number. */
async function rowOf(number: string) {
  const table = await screen.findByTestId('invoices-table', {}, wait);
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(number));
  if (!row) throw new Error(`no row for ${number}`);
  return row;
}

describe('Download PDF on an invoice row', { timeout: 20_000 }, () => {
  it('saves invoice-<number>.pdf from the platform, in the interface language, and says so', async () => {
    api = await signedInMockApi(server);
    const calls = recordRequests();
    const saved = captureDownloads();
    const toast = vi.spyOn(toaster, 'create');
    const [newest] = api.db.invoices.list(api.db.accounts.byVat('SE556677889901')?.id ?? 0);
    if (!newest) throw new Error('the seed has no invoice');
    await changeLanguage('sv');
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPanel />);

    const button = within(await rowOf(newest.number)).getByRole('button', {
      name: `Ladda ned faktura ${newest.number} som PDF`,
    });
    await user.click(button);

    await waitFor(() => expect(saved).toHaveLength(1), wait);
    expect(saved[0]?.name).toBe(`invoice-${newest.number}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const head = new TextDecoder().decode((await saved[0]?.blob.arrayBuffer())?.slice(0, 5));
    expect(head).toBe('%PDF-');
    expect(calls.filter((call) => call.includes('/pdf'))).toEqual([
      `GET /v1/billing/invoices/${newest.id}/pdf?lang=sv`,
    ]);
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: `Fakturan sparades som invoice-${newest.number}.pdf`,
    });
  });

  it('is reached from the keyboard and is busy while the platform renders', async () => {
    api = await signedInMockApi(server, DEMO_MEMBER.email);
    captureDownloads();
    api.db.faults.set('getInvoicePdf', { delayMs: 400 });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPanel />);
    const first = (await screen.findAllByRole('button', { name: /^Download invoice .+ as PDF$/ }, wait))[0];
    first?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAttribute('data-loading'), wait);
    expect(first).toHaveTextContent('Downloading…');
    await waitFor(() => expect(first).not.toHaveAttribute('data-loading'), wait);
  });

  it('says the PDF is unavailable in place when the platform has no such operation (404)', async () => {
    api = await signedInMockApi(server);
    api.db.faults.set('getInvoicePdf', { status: 404 });
    const toast = vi.spyOn(toaster, 'create');
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPanel />);
    const first = (await screen.findAllByRole('button', { name: /^Download invoice .+ as PDF$/ }, wait))[0];
    const row = first?.closest('tr');
    if (!first || !row) throw new Error('no PDF button');
    await user.click(first);
    expect(await within(row).findByRole('status', {}, wait)).toHaveTextContent('PDF unavailable');
    expect(within(row).queryByRole('button', { name: /as PDF/ })).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('tells any other failure in a toast with the catalogue message, and can be tried again', async () => {
    api = await signedInMockApi(server);
    api.db.faults.set('getInvoicePdf', { status: 500, code: 'SERVER_ERROR', times: 1 });
    const toast = vi.spyOn(toaster, 'create');
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPanel />);
    const first = (await screen.findAllByRole('button', { name: /^Download invoice (.+) as PDF$/ }, wait))[0];
    if (!first) throw new Error('no PDF button');
    const number = /invoice (\S+) as/.exec(first.getAttribute('aria-label') ?? '')?.[1];
    await user.click(first);
    await waitFor(() => expect(toast).toHaveBeenCalled(), wait);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      type: 'error',
      title: `Invoice ${number} could not be downloaded`,
      description: errorsEn.codes.SERVER_ERROR,
    });
    await user.click(first);
    await waitFor(() => expect(saved).toHaveLength(1), wait);
  });
});
