import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CreateApiKeyBody, CreateApiKeyResponse } from '@/api/generated/model';
import { mockDb } from '@/mocks/handlers';
import { toCreatedApiKey } from '@/mocks/store/api-keys';
import type { AccountRecord, ApiKeyRecord } from '@/mocks/store/state';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, holdOperation, overrideOperation, recordRequests } from '@/test/mock-overrides';
import { renderRoute, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

const HOSTILE = '<img src=x onerror="window.__pwned=1">Evil';

interface SeededKey {
  name: string;
  description?: string;
  /** The start of its secret, which the list shows. */
  prefix: string;
  created: string;
  lastUsed?: string;
}

const KEYS: SeededKey[] = [
  {
    name: 'Production backend',
    description: 'Used by the shop',
    prefix: 'sk-eu-3f9a',
    created: '2026-03-04T08:00:00Z',
    lastUsed: '2026-11-21T17:45:00Z',
  },
  { name: 'Staging', prefix: 'sk-eu-77bc', created: '2026-05-10T08:00:00Z' },
  {
    name: 'Notebook',
    description: 'Jupyter experiments',
    prefix: 'sk-eu-0003',
    created: '2026-01-15T08:00:00Z',
  },
];

/** Anna signed in on the shared store, her account holding exactly `keys` (no usage of their own). */
function accountWithKeys(keys: SeededKey[]): { account: AccountRecord; keys: ApiKeyRecord[] } {
  const account = signedInAccount(undefined, 'empty');
  const seeded = keys.map(
    ({ prefix, ...key }) =>
      mockDb.apiKeys.create({ accountId: account.id, ...key, secret: prefix.padEnd(38, '0') }).key,
  );
  return { account, keys: seeded };
}

/** The key named `name` in the shared store. */
function storedKey(keys: ApiKeyRecord[], name: string): ApiKeyRecord {
  const key = keys.find((one) => one.name === name);
  if (!key) throw new Error(`No key ${name}`);
  return key;
}

/** The secret a dialog shows, and the live key of the store it authenticates (if any). */
function shownSecret(dialog: HTMLElement): { secret: string; key: ApiKeyRecord | undefined } {
  const field = within(dialog).getByRole('textbox', { name: 'Secret key' });
  const secret = (field as HTMLInputElement).value;
  return { secret, key: mockDb.apiKeys.findBySecret(secret) };
}

/**
 * Create and rotate answered by a platform that sends less than the mock's fields (the store still creates
 * or rotates the key): only the platform facts' fields (no display prefix), or no secret either.
 */
type ShortAnswer = 'facts' | 'no-secret';

function shortAnswer(key: ApiKeyRecord, secret: string, answer: ShortAnswer): CreateApiKeyResponse {
  const fields: Partial<CreateApiKeyResponse> = toCreatedApiKey(key, secret);
  delete fields.prefix;
  if (answer === 'no-secret') delete fields.key;
  // Without `key` the answer breaks the contract: that is the case under test.
  return fields as CreateApiKeyResponse;
}

function answerCreateWith(account: AccountRecord, answer: ShortAnswer): void {
  overrideOperation('createApiKey', async ({ request }) => {
    const body = (await request.json()) as CreateApiKeyBody;
    const { key, secret } = mockDb.apiKeys.create({
      accountId: account.id,
      name: body.name,
      description: body.description ?? null,
    });
    return shortAnswer(key, secret, answer);
  });
}

function answerRotateWith(account: AccountRecord, answer: ShortAnswer): void {
  overrideOperation('rotateApiKey', ({ params }) => {
    const rotated = mockDb.apiKeys.rotate(account.id, Number(params.id));
    if (!rotated) throw new Error(`No key ${String(params.id)} to rotate`);
    return shortAnswer(rotated.key, rotated.secret, answer);
  });
}

/** The data rows of the key table, as their names. */
function rowNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.getAttribute('title') ?? '');
}

async function openPage(path = '/api-keys') {
  const user = userEvent.setup();
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'API Keys' }, { timeout: 5_000 });
  return { user, ...rendered };
}

/** Everything the query client holds (queries and mutations), as text. */
function clientContents(queryClient: QueryClient): string {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.data);
  const mutations = queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => mutation.state);
  return JSON.stringify({ queries, mutations });
}

beforeAll(endCssAnimations);

beforeEach(async () => {
  await resetBrowserState();
  // jsdom has no layout: give the virtualised table a viewport, and dialogs something to focus.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  // …and no canvas: the usage chart keeps to its text alternative.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the API keys page: the list', { timeout: 20_000 }, () => {
  it('shows a loading skeleton, then each key with description, prefix, sv-SE dates and status', async () => {
    accountWithKeys(KEYS);
    const answer = holdOperation('listApiKeys');
    await openPage();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading API keys');
    answer();
    await screen.findByRole('table');
    expect(screen.queryByText('Loading API keys')).not.toBeInTheDocument();

    expect(rowNames()).toEqual(['Staging', 'Production backend', 'Notebook']); // newest first
    const row = screen.getByRole('row', { name: /Production backend/ });
    // Every cell, those a narrow screen hides too; the name cell also carries the key and last use, which
    // narrow screens show under the name.
    const cells = within(row)
      .getAllByRole('cell', { hidden: true })
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Production backendsk-eu-3f9a… · 2026-11-21',
      'Used by the shop',
      'sk-eu-3f9a…',
      '2026-03-04',
      '2026-11-21',
      'Active',
    ]);
    expect(within(screen.getByRole('row', { name: /Staging/ })).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('3 keys')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '4');
  });

  it('renders a key name or description with HTML as text', async () => {
    accountWithKeys([
      {
        name: HOSTILE,
        description: '<b>bold</b> & <script>alert(1)</script>',
        prefix: 'sk-eu-0009',
        created: '2026-10-01T09:00:00Z',
      },
    ]);
    await openPage();
    await screen.findByRole('table');
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b> & <script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('tbody b, tbody script')).toBeNull();
  });

  it('no keys yet: an empty state whose button opens the create dialog', async () => {
    accountWithKeys([]);
    const { user, router } = await openPage();
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ create: true });
  });

  it('a failed list shows the catalogue message and Retry, never an empty page; Retry loads the keys', async () => {
    accountWithKeys(KEYS);
    failOperation('listApiKeys', {
      status: 500,
      code: 'SERVER_ERROR',
      message: 'Database unavailable',
      times: 1,
    });
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API keys could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    expect(screen.queryByRole('heading', { name: 'No API keys yet' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(rowNames()).toHaveLength(3);
  });

  it('filters by name, description or prefix and sorts by a column; both live in the address', async () => {
    accountWithKeys(KEYS);
    const { user, router } = await openPage();
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Filter keys' }), 'JUPYTER');
    await waitFor(() => expect(rowNames()).toEqual(['Notebook']));
    expect(screen.getByText('1 of 3 keys matches')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'JUPYTER' }));

    await user.clear(screen.getByRole('searchbox', { name: 'Filter keys' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter keys' }), 'nothing');
    expect(await screen.findByText('No key matches "nothing".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Notebook', 'Production backend', 'Staging']);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Staging', 'Production backend', 'Notebook']);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'name', dir: 'desc' }));
  });

  it('reads the filter and order from the address', async () => {
    accountWithKeys(KEYS);
    await openPage('/api-keys?q=o&sort=created&dir=asc');
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Filter keys' })).toHaveValue('o');
    expect(rowNames()).toEqual(['Notebook', 'Production backend']);
  });
});

describe('the API keys page: create', { timeout: 20_000 }, () => {
  it('/api-keys?create=true opens the dialog; the secret is shown once, copied, then gone everywhere', async () => {
    accountWithKeys(KEYS);
    const calls = recordRequests();
    const { user, queryClient, router } = await openPage('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());

    // Name required, and at most the contract's 64 characters.
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.paste('x'.repeat(65));
    expect(await within(dialog).findByText('The name can be at most 64 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'CI pipeline');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'GitHub Actions');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const revealed = await screen.findByRole('dialog', { name: 'Your new API key' });
    // The secret shown is the one the platform gave: it authenticates the new key.
    const { secret, key } = shownSecret(revealed);
    expect(key).toMatchObject({ name: 'CI pipeline', description: 'GitHub Actions' });
    expect(revealed).toHaveTextContent('This is the only time it is shown');
    await waitFor(() => expect(within(revealed).getByRole('button', { name: 'Copy' })).toHaveFocus());
    expect(await screen.findByText('The key “CI pipeline” was created.')).toBeInTheDocument();

    // The list has the key at once, without its secret; the mutation with the answer is forgotten.
    const behindTheDialog = within(screen.getByRole('table', { hidden: true }));
    expect(behindTheDialog.getAllByRole('row', { hidden: true })[1]).toHaveTextContent('CI pipeline');
    await waitFor(() => expect(clientContents(queryClient)).not.toContain(secret));

    await user.click(within(revealed).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(revealed).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(revealed).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain(secret);
    expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
    expect(clientContents(queryClient)).not.toContain(secret);
    expect(router.state.location.search).not.toHaveProperty('create');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create key' })).toHaveFocus());
    expect(rowNames()[0]).toBe('CI pipeline');

    // Opening again starts from an empty form, not from the secret.
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const again = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(within(again).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('a double click on Create sends one request, and so does a second submit past the disabled button', async () => {
    accountWithKeys(KEYS);
    // The answer takes a moment, as a real one does: both submits happen while it is on its way.
    failOperation('createApiKey', { delayMs: 60 });
    const calls = recordRequests();
    const { user } = await openPage('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Once');
    const submit = within(dialog).getByRole('button', { name: 'Create key' });
    // Two submits back to back, the second past a button that is disabled by then: one request.
    const form = dialog.querySelector('form');
    fireEvent.click(submit);
    if (form) fireEvent.submit(form);
    await waitFor(() => expect(submit).toBeDisabled());
    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /v1/api-keys']);
  });

  it("a create answered with only the platform's fields shows the secret; the list shows the key's start", async () => {
    const { account } = accountWithKeys(KEYS);
    answerCreateWith(account, 'facts');
    const { user } = await openPage('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Facts only');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const revealed = await screen.findByRole('dialog', { name: 'Your new API key' });
    const { secret, key } = shownSecret(revealed);
    expect(key?.name).toBe('Facts only');
    await user.click(within(revealed).getByRole('button', { name: 'Done' }));
    const row = await screen.findByRole('row', { name: /Facts only/ });
    expect(within(row).getByText(`${secret.slice(0, 10)}…`)).toBeInTheDocument();
  });

  it('a create answered without its secret says the key exists and how to get a secret; the list shows it', async () => {
    const { account } = accountWithKeys(KEYS);
    answerCreateWith(account, 'no-secret');
    const calls = recordRequests();
    const { user } = await openPage('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Secretless');
    const listReads = () => calls.filter((call) => call === 'GET /v1/api-keys').length;
    await waitFor(() => expect(listReads()).toBeGreaterThan(0));
    const readsBefore = listReads();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The key was created, but the platform did not send its secret, so it cannot be shown. Rotate the key in the list to get a new secret.',
    );
    // The key exists on the platform: the list behind the dialog reads it again.
    await waitFor(() => expect(listReads()).toBe(readsBefore + 1));
    const behindTheDialog = within(screen.getByRole('table', { hidden: true }));
    expect(await behindTheDialog.findByRole('row', { name: /Secretless/, hidden: true })).toBeInTheDocument();
  });

  it('the second click of a double click on Create never closes the secret it reveals', async () => {
    accountWithKeys(KEYS);
    const { user, router } = await openPage('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Double');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const revealed = await screen.findByRole('dialog', { name: 'Your new API key' });
    const { secret } = shownSecret(revealed);
    // The double click's second click lands where Create was: on Done. The dialog stays (its address too).
    fireEvent.click(within(revealed).getByRole('button', { name: 'Done' }), { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toMatchObject({ create: true });
    expect(within(revealed).getByRole('textbox', { name: 'Secret key' })).toHaveValue(secret);
    expect(mockDb.apiKeys.findBySecret(secret)?.name).toBe('Double');
    // A click of its own closes it.
    await user.click(within(revealed).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('create'));
  });

  it('a refused create shows the catalogue message and keeps the form', async () => {
    accountWithKeys(KEYS);
    failOperation('createApiKey', { status: 403, code: 'INSUFFICIENT_PERMISSIONS', message: 'Nope' });
    const { user } = await openPage('/api-keys?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'forbidden');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "You don't have permission to perform this action.",
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('forbidden');
    expect(within(dialog).getByRole('button', { name: 'Create key' })).toBeEnabled();
  });
});

describe('the API keys page: rotate and revoke', { timeout: 20_000 }, () => {
  it('rotate: a confirmation that the old secret stops at once, then the new secret once', async () => {
    const staging = storedKey(accountWithKeys(KEYS).keys, 'Staging');
    failOperation('rotateApiKey', { delayMs: 40 }); // the double click's second click comes while it runs
    const calls = recordRequests();
    const { user, queryClient } = await openPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Rotate Staging' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate “Staging”?' });
    expect(confirm).toHaveTextContent('The current secret stops working immediately');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.dblClick(within(confirm).getByRole('button', { name: 'Rotate key' }));

    const revealed = await screen.findByRole('alertdialog', { name: 'The new secret of “Staging”' });
    const { secret, key } = shownSecret(revealed);
    expect(key?.id).toBe(staging.id);
    expect(secret).not.toBe('sk-eu-77bc'.padEnd(38, '0')); // a new secret, not the old one
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([`PUT /v1/api-keys/${staging.id}/rotate`]);
    expect(await screen.findByText('The key “Staging” was rotated.')).toBeInTheDocument();

    await user.click(within(revealed).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const row = screen.getByRole('row', { name: /Staging/ });
    expect(within(row).getByText(`${secret.slice(0, 10)}…`)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(secret);
    await waitFor(() => expect(clientContents(queryClient)).not.toContain(secret));
    expect(screen.getByRole('button', { name: 'Rotate Staging' })).toHaveFocus();
  });

  it('a rotate answered without the new secret says so and how to get one', async () => {
    const { account, keys } = accountWithKeys(KEYS);
    const staging = storedKey(keys, 'Staging');
    answerRotateWith(account, 'no-secret');
    const calls = recordRequests();
    const { user } = await openPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Rotate Staging' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate “Staging”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'The key was rotated, but the platform did not send the new secret, so it cannot be shown. Rotate it again to get a new secret.',
    );
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([`PUT /v1/api-keys/${staging.id}/rotate`]);
  });

  it('revoke: a confirmation naming the key, then it leaves the list', async () => {
    const production = storedKey(accountWithKeys(KEYS).keys, 'Production backend');
    failOperation('revokeApiKey', { delayMs: 40 }); // the double click's second click comes while it runs
    const calls = recordRequests();
    const { user } = await openPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Revoke Production backend' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “Production backend”?' });
    expect(confirm).toHaveTextContent('The key stops working immediately');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Production backend' }));
    const again = await screen.findByRole('alertdialog', { name: 'Revoke “Production backend”?' });
    await user.dblClick(within(again).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The key “Production backend” was revoked.')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Staging', 'Notebook']);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE /v1/api-keys/${production.id}`,
    ]);
    expect(mockDb.apiKeys.get(production.accountId, production.id)).toBeUndefined();
    // The row (and its button) is gone: focus lands on the filter.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Filter keys' })).toHaveFocus());
  });
});

describe('the API keys page: usage', { timeout: 20_000 }, () => {
  it('shows a key’s totals, requests per day and per model, over 7, 30 or 90 days', async () => {
    const notebook = storedKey(accountWithKeys(KEYS).keys, 'Notebook');
    // Today's calls with the key: the store sums them into its usage (the key has no generated usage).
    mockDb.usage.record(notebook, 'mistral-small-3.2-24b', { requests: 30, input: 3000, output: 1200 });
    mockDb.usage.record(notebook, 'bge-m3', { requests: 12, input: 800, output: 0 });
    const calls = recordRequests();
    const { user, router } = await openPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Usage of Notebook' }));

    const drawer = await screen.findByRole('dialog', { name: 'Usage of “Notebook”' });
    expect(router.state.location.search).toMatchObject({ usage: notebook.id });
    const totals = await within(drawer).findByText('Total tokens', { selector: 'dt' });
    expect(totals.parentElement).toHaveTextContent('Total tokens5,000');
    expect(within(drawer).getByRole('group', { name: 'Requests per day' })).toBeInTheDocument();
    expect(within(drawer).getByRole('table', { name: 'Requests per day' })).toBeInTheDocument();
    const byModel = within(drawer).getAllByRole('table').at(-1);
    // By id, as Billing, the CSV and the Models page name models, so the views can be matched by eye.
    expect(byModel).toHaveTextContent('mistral-small-3.2-24b');
    expect(byModel).not.toHaveTextContent('Mistral Small');
    expect(byModel).toHaveTextContent('4,200');

    const thirty = calls.filter((call) => call.includes('/usage'));
    expect(thirty).toHaveLength(1);
    await user.click(within(drawer).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(calls.filter((call) => call.includes('/usage'))).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.includes('/usage'));
    const days = (call = '') => {
      const url = new URL(call.split(' ')[1] ?? '', 'http://x');
      const start = Date.parse(url.searchParams.get('start_date') ?? '');
      const end = Date.parse(url.searchParams.get('end_date') ?? '');
      return (end - start) / 86_400_000 + 1;
    };
    expect(days(first)).toBe(30);
    expect(days(second)).toBe(7);
    expect(router.state.location.search).toMatchObject({ usage: notebook.id, days: 7 });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toHaveProperty('usage');
  });
});
