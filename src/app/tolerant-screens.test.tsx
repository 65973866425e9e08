import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import type {
  ApiKeyAsRead,
  InvitationAsRead,
  KeyUsageAsRead,
  MemberAsRead,
  ModelDetailAsRead,
  ModelListAsRead,
  TokenUsageAsRead,
  WalletAsRead,
} from '@/api/as-read';
import { ESSENTIAL_FIELDS } from '@/api/generated/essential-fields';
import type { Invoice } from '@/api/generated/model';
import { pricesOf } from '@/api/model-prices';
import type { SessionUser } from '@/api/session-user';
import { unreadableCount } from '@/api/unreadable-items';
import { formatMoney } from '@/i18n';
import { mockDb } from '@/mocks/handlers';
import type { AccountRecord } from '@/mocks/store/state';
import { responseSchemaOf } from '@/mocks/testing/contract-schemas';
import { signedInAccount } from '@/test/mock-account';
import { answerMutants, type Mutant } from '@/test/answer-mutants';
import { overrideOperation, type OperationId } from '@/test/mock-overrides';
import { renderRoute } from '@/test/render';

import { createQueryClient } from '@/api/query-client';

type Operation = keyof typeof ESSENTIAL_FIELDS;

/**
 * A GET the console reads, the screen that reads it, and what that screen must show of an answer as read: its
 * essential data. The answers and their mutants come from the mock platform and the contract.
 */
interface ScreenCase {
  readonly operation: Operation;
  readonly operationId: OperationId;
  /** The screen's address (a function when it names what the store holds only once it is reset). */
  readonly route: string | ((account: AccountRecord) => string);
  /** The answer as the screen holds it (the query cache). */
  readonly held: (queryClient: QueryClient) => unknown;
  readonly askAgain: (queryClient: QueryClient) => Promise<unknown>;
  /** Texts the screen shows for the answer as read: its essential data. */
  readonly shows: (read: never) => string[];
  /** The list whose unreadable items the screen counts (`''`: the answer), and its notice in English. */
  readonly notice?: { readonly list: string; readonly text: RegExp };
}

/** The query whose key starts with `url` (or a URL `url` matches): the answer it holds, and asking again. */
function query(url: string | RegExp) {
  const predicate = ({ queryKey }: { queryKey: readonly unknown[] }) =>
    typeof url === 'string' ? queryKey[0] === url : url.test(String(queryKey[0]));
  return {
    held: (queryClient: QueryClient) => queryClient.getQueriesData({ predicate })[0]?.[1],
    askAgain: (queryClient: QueryClient) => queryClient.refetchQueries({ predicate }),
  };
}

/** The account's newest key that was used, whose usage the drawer shows. */
function usedKeyId(account: AccountRecord): number {
  const key = mockDb.apiKeys.list(account.id).find((record) => record.lastUsed);
  if (!key) throw new Error('The seed has no used key');
  return key.id;
}

/** A model of the seed's catalogue whose details the drawer shows. */
const DETAILED_MODEL = 'mistral-small-3.2-24b';

const CASES: readonly ScreenCase[] = [
  {
    operation: 'GET /v1/api-keys',
    operationId: 'listApiKeys',
    route: '/api-keys',
    ...query('/v1/api-keys'),
    // The table is virtualised (jsdom lays nothing out): its count of the keys read.
    shows: (keys: ApiKeyAsRead[]) => [keys.length === 1 ? '1 key' : `${keys.length} keys`],
    notice: { list: '', text: /keys? could not be shown/ },
  },
  {
    operation: 'GET /v1/models',
    operationId: 'listModels',
    route: '/models',
    ...query('/v1/models'),
    // The catalogue lists the priced models only (spec section 3).
    shows: (list: ModelListAsRead) => list.data.filter((model) => pricesOf(model)).map((model) => model.id),
    notice: { list: 'data', text: /models? could not be shown/ },
  },
  {
    operation: 'GET /v1/users',
    operationId: 'listUsers',
    route: '/team',
    ...query('/v1/users'),
    // The table is virtualised: its count of the members read.
    shows: (members: MemberAsRead[]) => [members.length === 1 ? '1 member' : `${members.length} members`],
    notice: { list: '', text: /members? could not be shown/ },
  },
  {
    operation: 'GET /v1/users/invites',
    operationId: 'listInvitations',
    route: '/team',
    ...query('/v1/users/invites'),
    shows: (invitations: InvitationAsRead[]) => invitations.map((invitation) => invitation.email),
    notice: { list: '', text: /invitations? could not be shown/ },
  },
  {
    operation: 'GET /v1/billing/invoices',
    operationId: 'listInvoices',
    route: '/billing',
    ...query('/v1/billing/invoices'),
    shows: (invoices: Invoice[]) => invoices.slice(0, 5).map((invoice) => invoice.number),
    notice: { list: '', text: /invoices? could not be shown/ },
  },
  {
    operation: 'GET /v1/billing/payment-methods',
    operationId: 'listPaymentMethods',
    route: '/billing',
    ...query('/v1/billing/payment-methods'),
    shows: () => [],
    notice: { list: '', text: /payment methods? could not be shown/ },
  },
  {
    operation: 'GET /v1/billing/wallet',
    operationId: 'getWallet',
    route: '/billing',
    ...query('/v1/billing/wallet'),
    shows: (wallet: WalletAsRead) => [formatMoney(wallet.balance.amount)],
  },
  {
    operation: 'GET /v1/usage/tokens',
    operationId: 'getTokenUsage',
    route: '/billing',
    ...query('/v1/usage/tokens'),
    shows: (usage: TokenUsageAsRead) => [...new Set(usage.usage.daily.map((row) => row.model))].slice(0, 3),
    notice: { list: 'usage.daily', text: /usage rows? could not be read/ },
  },
  {
    operation: 'GET /v1/api-keys/{id}/usage',
    operationId: 'getApiKeyUsage',
    route: (account) => `/api-keys?usage=${usedKeyId(account)}`,
    ...query(/^\/v1\/api-keys\/\d+\/usage$/),
    // The drawer's table names each model used by its id, as every other usage view does.
    shows: (usage: KeyUsageAsRead) => usage.models.map((model) => model.id),
    notice: { list: 'models', text: /usage entr(y|ies) could not be read/ },
  },
  {
    operation: 'GET /v1/models/{modelId}',
    operationId: 'getModel',
    route: `/models?model=${encodeURIComponent(DETAILED_MODEL)}`,
    ...query(`/v1/models/${DETAILED_MODEL}`),
    // The drawer's title, and the id again in its overview.
    shows: (model: ModelDetailAsRead) => [model.id],
  },
  {
    operation: 'GET /v1/users/me',
    operationId: 'getCurrentUser',
    route: '/settings',
    ...query('/v1/users/me'),
    shows: (me: SessionUser) => [me.email],
  },
  {
    operation: 'GET /v1/auth/status',
    operationId: 'getAuthStatus',
    route: '/settings',
    ...query('/v1/auth/status'),
    // The signed-in console stays: its settings, not the sign-in status error.
    shows: () => ['Settings'],
  },
  {
    operation: 'GET /health',
    operationId: 'getHealth',
    route: '/models',
    ...query('/health'),
    shows: () => ['Models'],
  },
  {
    operation: 'GET /health',
    operationId: 'getHealth',
    route: '/',
    ...query('/health'),
    shows: () => ['Model status'],
    notice: { list: 'chatEndpoints', text: /chat endpoints? could not be shown/ },
  },
];

// Each mutant is one change to the mock's own answer; with a list followed into its first item, a few dozen
// per answer. Remounting per mutant would cost a page load each: the screen stays, and asks again.
describe('every screen takes every plausible variation of the answers it reads', () => {
  beforeAll(() => {
    // The cases must cover every GET whose contract names essential fields and that a screen reads.
    const covered = new Set(CASES.map(({ operation }) => operation));
    const gets = Object.keys(ESSENTIAL_FIELDS).filter((key) => key.startsWith('GET '));
    expect(gets.filter((key) => !covered.has(key as Operation))).toEqual([]);
  });

  it.each(CASES)(
    '$operation on $route',
    async (screenCase) => {
      const { operation, operationId, route, held, askAgain, shows, notice } = screenCase;
      const account = signedInAccount();
      const queryClient = createQueryClient();
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity },
      });
      renderRoute(typeof route === 'string' ? route : route(account), { queryClient });
      await screen.findByRole('main');
      await waitFor(() => expect(held(queryClient)).toBeDefined(), {
        timeout: Math.round(10_000 * inject('timeScale')),
      });
      const original = held(queryClient);
      const schema = responseSchemaOf(operationId);
      const mutants = answerMutants(schema, original, ESSENTIAL_FIELDS[operation]);
      expect(mutants.length).toBeGreaterThan(3);
      // The notice is checked only if the answer has a list item to make unreadable.
      if (notice) expect(mutants.some(({ corruptedList }) => corruptedList === notice.list)).toBe(true);

      const failures: string[] = [];
      for (const mutant of mutants) {
        overrideOperation(operationId, mutant.body as never);
        await act(() => askAgain(queryClient));
        const problem = await screenProblem(held(queryClient), mutant, shows, notice);
        if (problem) failures.push(`${mutant.name}: ${problem}`);
        // A screen that broke stays broken for the mutants after: the first few name the fault.
        if (failures.length === 3) break;
      }
      expect(failures).toEqual([]);
    },
    Math.round(120_000 * inject('timeScale')),
  );
});

/** What is wrong with the screen after `mutant` was read, if anything. */
async function screenProblem(
  read: unknown,
  mutant: Mutant,
  shows: (read: never) => string[],
  notice: ScreenCase['notice'],
): Promise<string | undefined> {
  if (read === undefined) return 'the answer was not read';
  try {
    await waitFor(() => {
      // A page, panel or screen error says so with role alert (the unreadable notice is a status); a screen
      // that failed whole has no main region left. Both are looked for behind an open drawer too.
      screen.getByRole('main', { hidden: true });
      expect(screen.queryAllByRole('alert', { hidden: true }).map((alert) => alert.textContent)).toEqual([]);
      // Shown as text or in a field (the profile's email), in the page or a drawer over it.
      for (const text of shows(read as never)) {
        expect([...screen.queryAllByText(text), ...screen.queryAllByDisplayValue(text)]).not.toEqual([]);
      }
      if (notice && mutant.corruptedList === notice.list) {
        expect(unreadableCount(read, notice.list)).toBe(1);
        // In the page, or in the drawer over it.
        expect(screen.getByText(notice.text)).toBeVisible();
      }
    });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}
