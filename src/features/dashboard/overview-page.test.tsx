import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type {
  ApiKey,
  HealthResponse,
  Invitation,
  ModelList,
  TokenUsageResponse,
  UserProfile,
  Wallet,
} from '@/api/generated/model';
import { testUser } from '@/session/test-fixtures';
import { formatMoney } from '@/i18n';
import { mockDb } from '@/mocks/handlers';
import { DEMO_MEMBER } from '@/mocks/store/demo';
import type { Fault } from '@/mocks/store/state';
import { signedInAccount } from '@/test/mock-account';
import { failOperation, overrideOperation, type OperationId } from '@/test/mock-overrides';
import { renderRoute, resetBrowserState } from '@/test/render';

import { catalogueModel } from '../models/test-fixtures';

import { formatCount as count } from './format';

// Testing Library matches text with its white space collapsed; Swedish money and counts use no-break spaces.
const plain = (text: string) => text.replace(/\s+/g, ' ');
const money = (amount: number) => plain(formatMoney(amount));
const formatCount = (value: number) => plain(count(value));

// The route's page loads lazily and a whole signed-in app renders: give finds time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const key = (id: number, active = true): ApiKey => ({
  id,
  name: `Key ${id}`,
  description: null,
  prefix: `sk-eu-${id}`,
  active,
  created: '2026-10-01T08:00:00Z',
  modified: '2026-10-01T08:00:00Z',
  lastUsed: null,
});
const member = (id: number): UserProfile => ({ ...testUser, id, email: `user${id}@nordlys.example` });
const invitation = (id: string, status: Invitation['status']): Invitation => ({
  id,
  email: `${id}@nordlys.example`,
  role: 'member',
  status,
  invitedAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-11-27T10:00:00Z',
  invitedBy: 'Anna Lindqvist',
});
/** Token usage of the period: per day, tokens and their cost (all one model). */
const tokens = (days: [string, number, number?][]): TokenUsageResponse => {
  const total = days.reduce((sum, [, count]) => sum + count, 0);
  const cost = days.reduce((sum, [, , amount = 0]) => sum + amount, 0);
  return {
    period: { start: '2026-11-01', end: '2026-11-30' },
    total: {
      input_tokens: total,
      output_tokens: 0,
      total_tokens: total,
      cost: { amount: cost, currency: 'EUR' },
    },
    usage: {
      daily: days.map(([date, count, amount = 0]) => ({
        date,
        model: 'mistral-small',
        input_tokens: count,
        output_tokens: 0,
        total_tokens: count,
        cost: { amount, currency: 'EUR' as const },
      })),
    },
  };
};

const WALLET: Wallet = {
  balance: { amount: 37.42, currency: 'EUR' },
  planId: 'wallet_50_monthly',
  lowBalanceThreshold: 10,
  nextCharge: { amount: 50, currency: 'EUR', date: '2026-12-01' },
};
const HEALTH: HealthResponse = {
  status: 'degraded',
  odoo: { status: 'up' },
  chatEndpoints: [
    { model: 'mistral-small', status: 'up' },
    { model: 'llama-3.3-70b-instruct', status: 'down' },
    { model: 'gemma-3-27b-it', status: 'up' },
  ],
};

/** The models the catalogue lists, priced: the model status names the endpoints of these only. */
const CATALOGUE: ModelList = {
  object: 'list',
  data: ['mistral-small', 'llama-3.3-70b-instruct', 'gemma-3-27b-it', 'a-model', 'b-model', 'c-model'].map(
    (id) => catalogueModel(id),
  ),
};

/** Every operation the overview reads, with its answer for an account in use. */
const ENDPOINTS = {
  wallet: { operation: 'getWallet', data: WALLET },
  usage: {
    operation: 'getTokenUsage',
    data: tokens([
      ['2026-11-01', 1200, 8.25],
      ['2026-11-02', 800, 4.253],
    ]),
  },
  keys: { operation: 'listApiKeys', data: [key(1), key(2), key(3, false)] },
  team: { operation: 'listUsers', data: [testUser, member(8), member(9)] },
  invitations: {
    operation: 'listInvitations',
    data: [invitation('a', 'pending'), invitation('b', 'expired')],
  },
  health: { operation: 'getHealth', data: HEALTH },
} satisfies Record<string, { operation: OperationId; data: unknown }>;
type Endpoint = keyof typeof ENDPOINTS;

/** A change to what the overview's operations answer, applied by `serve`. */
type Override = () => void;

const answer =
  (name: Endpoint, data: unknown): Override =>
  () =>
    overrideOperation(ENDPOINTS[name].operation, data as never);
const DATABASE_DOWN: Fault = { status: 500, code: 'SERVER_ERROR', message: 'Database unavailable' };
const failing =
  (name: Endpoint): Override =>
  () =>
    failOperation(ENDPOINTS[name].operation, DATABASE_DOWN);
const pending =
  (name: Endpoint): Override =>
  () =>
    failOperation(ENDPOINTS[name].operation, { hang: true });

/**
 * The overview's operations with these answers (figures and names the store does not seed), each with its usual
 * answer unless an override says otherwise; faults play first, as on the mock platform.
 */
function serve(...overrides: Override[]) {
  signedInAccount();
  overrideOperation('listModels', CATALOGUE);
  for (const name of Object.keys(ENDPOINTS) as Endpoint[]) answer(name, ENDPOINTS[name].data)();
  for (const override of overrides) override();
}

const panel = (name: string) => screen.getByRole('region', { name });
const findPanel = (name: string) => screen.findByRole('region', { name });

/** Each panel: its name, the endpoint it reads, what it shows for the usual answer, and when empty. */
const PANELS: {
  title: string;
  endpoint: Endpoint;
  shows: string[];
  empty: { data: unknown; shows: string[] };
}[] = [
  {
    title: 'Wallet balance',
    endpoint: 'wallet',
    shows: [money(37.42), 'Plan: Wallet 50', `Next top-up ${money(50)} on 2026-12-01`],
    empty: {
      data: { ...WALLET, balance: { amount: 0, currency: 'EUR' }, planId: 'get_started', nextCharge: null },
      shows: [
        money(0),
        'Pay as you go: no monthly top-up',
        'Your wallet is empty. Change plan or top up to keep using the models.',
        'Add credit',
      ],
    },
  },
  {
    title: 'Spend this period',
    endpoint: 'usage',
    // To the cent, as billing shows costs (€12.503 → €12.50).
    shows: [money(12.5), '2026-11-01 – 2026-11-30'],
    empty: { data: tokens([]), shows: [money(0), 'Nothing spent yet this period.'] },
  },
  {
    title: 'Active API keys',
    endpoint: 'keys',
    shows: ['2'],
    empty: { data: [key(4, false)], shows: ['0', 'No active keys yet.'] },
  },
  {
    title: 'Team members',
    endpoint: 'team',
    shows: ['3', '1 invitation pending'],
    empty: { data: [testUser], shows: ['1'] },
  },
  {
    title: 'Tokens per day',
    endpoint: 'usage',
    shows: [`${formatCount(2000)} tokens this period`],
    empty: { data: tokens([]), shows: ['No tokens used yet this period.'] },
  },
  {
    title: 'Model status',
    endpoint: 'health',
    shows: ['2 of 3 chat endpoints up', 'llama-3.3-70b-instruct', 'Down'],
    empty: { data: { ...HEALTH, chatEndpoints: [] }, shows: ['No chat endpoints are reported right now.'] },
  },
];

describe('OverviewPage', () => {
  beforeEach(resetBrowserState);

  it('shows every panel with the API’s figures', async () => {
    serve();
    renderRoute('/');
    for (const { title, shows } of PANELS) {
      const region = await findPanel(title);
      for (const text of shows) expect(await within(region).findByText(text)).toBeInTheDocument();
    }
    // The chart (loaded lazily) carries its numbers as a table for screen readers.
    const chart = await within(panel('Tokens per day')).findByRole('table', {
      name: 'Tokens used per day this period',
    });
    // Counts in the interface language's short form: English here, never Swedish abbreviations.
    expect(chart).toHaveTextContent('1.2K');
    expect(chart).not.toHaveTextContent(/tn|mn/);
    // The down endpoint comes first, then the rest by name.
    const models = within(panel('Model status')).getAllByRole('listitem');
    expect(models.map((item) => item.textContent)).toEqual([
      'llama-3.3-70b-instructDown',
      'gemma-3-27b-itUp',
      'mistral-smallUp',
    ]);
    // An account in use has done every next step: the panel is not there.
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('spend of a cheap model reads as under a cent, never as nothing spent', async () => {
    serve(
      answer(
        'usage',
        tokens([
          ['2026-11-01', 150_000, 0.003],
          ['2026-11-02', 100_000, 0.002],
        ]),
      ),
    );
    renderRoute('/');
    const region = await findPanel('Spend this period');
    expect(await within(region).findByText('< €0.01')).toBeInTheDocument();
    expect(within(region).getByText('2026-11-01 – 2026-11-30')).toBeInTheDocument();
    expect(within(region).queryByText('Nothing spent yet this period.')).toBeNull();
  });

  it('model status: endpoints reported without a status say so, and a status word it does not know is shown', async () => {
    serve(
      answer('health', {
        odoo: { status: 'up' },
        chatEndpoints: [{ model: 'mistral-small' }, { model: 'gemma-3-27b-it' }],
      }),
    );
    renderRoute('/');
    const region = await findPanel('Model status');
    expect(
      await within(region).findByText('2 chat endpoints; their status is not reported'),
    ).toBeInTheDocument();
    expect(within(region).getAllByText('Not reported')).toHaveLength(2);
  });

  it('model status: a status word the console does not know is shown as it is, after the down ones', async () => {
    serve(
      answer('health', {
        odoo: { status: 'up' },
        chatEndpoints: [
          { model: 'a-model', status: 'up' },
          { model: 'b-model', status: 'warming' },
          { model: 'c-model', status: 'down' },
        ],
      }),
    );
    renderRoute('/');
    const region = await findPanel('Model status');
    expect(await within(region).findByText('1 of 3 chat endpoints up')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['c-modelDown', 'b-modelwarming', 'a-modelUp']);
  });

  it.each(PANELS)('$title: a skeleton while loading, the others unaffected', async ({ title, endpoint }) => {
    serve(pending(endpoint));
    renderRoute('/');
    const region = await findPanel(title);
    expect(within(region).getByRole('status')).toHaveTextContent('Loading');
    const other = PANELS.find((p) => p.endpoint !== endpoint && p.endpoint !== 'health')!;
    expect(await within(await findPanel(other.title)).findByText(other.shows[0]!)).toBeInTheDocument();
  });

  it.each(PANELS)('$title: its empty state', async ({ title, endpoint, empty }) => {
    serve(answer(endpoint, empty.data));
    renderRoute('/');
    const region = await findPanel(title);
    for (const text of empty.shows) expect(await within(region).findByText(text)).toBeInTheDocument();
  });

  it('an empty or low wallet links to billing’s Add credit', async () => {
    serve(
      answer('wallet', { ...WALLET, balance: { amount: 4.2, currency: 'EUR' }, lowBalanceThreshold: 10 }),
    );
    renderRoute('/');
    const region = await findPanel('Wallet balance');
    expect(await within(region).findByRole('link', { name: 'Add credit' })).toHaveAttribute(
      'href',
      '/billing?topUp=true',
    );
  });

  it.each(PANELS)(
    '$title: a failure says why in the panel, Retry loads it, the page stays',
    async ({ title, endpoint, shows }) => {
      const user = userEvent.setup();
      serve(failing(endpoint));
      renderRoute('/');
      const region = await findPanel(title);
      const alert = await within(region).findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
      // Another panel still shows its data.
      const other = PANELS.find((p) => p.endpoint !== endpoint)!;
      expect(await within(panel(other.title)).findByText(other.shows[0]!)).toBeInTheDocument();

      mockDb.faults.clear(ENDPOINTS[endpoint].operation);
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(region).findByText(shows[0]!)).toBeInTheDocument();
      expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('marks a balance under the warning threshold of the account as low', async () => {
    serve(answer('wallet', { ...WALLET, balance: { amount: 4.5, currency: 'EUR' } }));
    renderRoute('/');
    expect(await within(await findPanel('Wallet balance')).findByText('Low balance')).toBeInTheDocument();
  });

  it('all panels failing still shows the page, each with its own Retry', async () => {
    serve(...(Object.keys(ENDPOINTS) as Endpoint[]).map(failing));
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    for (const { title } of PANELS) {
      expect(
        await within(await findPanel(title)).findByRole('button', { name: 'Retry' }),
      ).toBeInTheDocument();
    }
  });
});

describe('Next steps', () => {
  beforeEach(resetBrowserState);

  const newAccount = () => [
    answer('keys', []),
    answer('usage', tokens([])),
    answer('team', [testUser]),
    answer('invitations', []),
  ];

  it('a new account sees all three, each leading to its page', async () => {
    serve(...newAccount());
    renderRoute('/');
    const region = await findPanel('Next steps');
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringContaining('Create an API key'), '/api-keys?create=true'],
      [expect.stringContaining('Try a model'), '/models'],
      [expect.stringContaining('Invite a colleague'), '/team?invite=true'],
    ]);
  });

  it('shows nothing while the facts load, so nothing below it moves when it turns out to be unneeded', async () => {
    serve(pending('keys'), ...newAccount().slice(1));
    renderRoute('/');
    await findPanel('Wallet balance');
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('hides the steps already done', async () => {
    serve(
      answer('keys', [key(1)]),
      answer('usage', tokens([])),
      answer('team', [testUser]),
      answer('invitations', [invitation('a', 'pending')]),
    );
    renderRoute('/');
    const region = await findPanel('Next steps');
    expect(await within(region).findByRole('link', { name: /Try a model/ })).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps a step whose fact failed to load', async () => {
    serve(
      failing('keys'),
      answer('usage', tokens([['2026-11-01', 10]])),
      answer('team', [testUser, member(8)]),
    );
    renderRoute('/');
    const region = await findPanel('Next steps');
    expect(await within(region).findByRole('link', { name: /Create an API key/ })).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(1);
  });

  it('does not offer inviting to a member, who may not', async () => {
    serve(...newAccount(), () => signedInAccount(DEMO_MEMBER.email));
    renderRoute('/');
    const region = await findPanel('Next steps');
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(2));
    expect(within(region).queryByRole('link', { name: /Invite a colleague/ })).not.toBeInTheDocument();
  });
});
