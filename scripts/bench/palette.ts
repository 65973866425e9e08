import { performance } from 'node:perf_hooks';

import { searchEntries, type Searchable } from '../../src/features/command-palette/search.ts';
import { seededRandom, summarise, type TimingSummary } from './stats.ts';

/**
 * The command palette's search, per keystroke: 10,000 entries shaped like the palette's (pages,
 * actions, models, API keys, team members), and queries "typed" one character at a time, each prefix
 * searched as the palette does (`searchEntries(entries, prefix, { limit: 50 })`).
 */

export const ENTRY_COUNT = 10_000;
/** One frame at 60 Hz: the budget for filtering on a keystroke. */
export const BUDGET_MS = 16;
const RESULT_LIMIT = 50;
const WARM_UP_ROUNDS = 5;
const ROUNDS = 30;

export const TYPED_QUERIES = [
  'llama',
  'mistral small',
  'production key',
  'anna lindqvist',
  'billing',
  'embedding model',
  'sk-eu-9f',
  'create api key',
  'qwxz', // matches nothing: every entry is scanned in full
  'e', // matches most entries: the most ranking work
] as const;

interface BenchEntry extends Searchable {
  readonly id: string;
}

const FIRST = [
  'Anna',
  'Erik',
  'Maja',
  'Lars',
  'Sofia',
  'Johan',
  'Elin',
  'Karl',
  'Ida',
  'Nils',
  'Aino',
  'Mikko',
];
const LAST = [
  'Lindqvist',
  'Andersson',
  'Berg',
  'Nyström',
  'Virtanen',
  'Dahl',
  'Holm',
  'Sandberg',
  'Ek',
  'Lund',
];
const FAMILIES = ['llama', 'mistral', 'mixtral', 'qwen', 'gemma', 'bge', 'e5', 'phi', 'deepseek', 'olmo'];
const SIZES = ['small', 'medium', 'large', '7b', '8b', '70b', 'm3', 'base', 'instruct', 'eu'];
const OWNERS = ['meta', 'mistralai', 'alibaba', 'google', 'baai', 'microsoft', 'allenai'];
const KEY_WORDS = ['production', 'staging', 'backend', 'shop', 'analytics', 'chatbot', 'batch', 'ci', 'demo'];

function buildEntries(count: number): BenchEntry[] {
  const random = seededRandom(20_261_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const hex = () =>
    Math.floor(random() * 0xffff)
      .toString(16)
      .padStart(4, '0');

  const entries: BenchEntry[] = [
    {
      id: 'page:/',
      title: 'Overview',
      description: 'Your dashboard: usage, wallet and platform status',
      keywords: ['dashboard', 'home'],
    },
    {
      id: 'page:/models',
      title: 'Models',
      description: 'Browse and test the available models',
      keywords: ['llm', 'chat'],
    },
    {
      id: 'page:/api-keys',
      title: 'API Keys',
      description: 'Create, rotate and revoke API keys',
      keywords: ['tokens'],
    },
    {
      id: 'page:/team',
      title: 'Team',
      description: 'Members and invitations',
      keywords: ['members', 'users'],
    },
    {
      id: 'page:/settings',
      title: 'Settings',
      description: 'Profile, language, theme and notifications',
      keywords: ['profile'],
    },
    {
      id: 'page:/billing',
      title: 'Billing & Usage',
      description: 'Wallet, plan, invoices and token usage',
      keywords: ['wallet'],
    },
    {
      id: 'action:createApiKey',
      title: 'Create API key',
      description: 'Open API Keys with a new key',
      keywords: ['new'],
    },
    {
      id: 'action:inviteMember',
      title: 'Invite member',
      description: 'Invite someone to your team',
      keywords: ['add'],
    },
    {
      id: 'action:themeDark',
      title: 'Switch to dark theme',
      description: 'Colour mode: dark',
      keywords: ['theme'],
    },
    { id: 'action:signOut', title: 'Sign out', description: 'End your session', keywords: ['logout'] },
  ];
  for (let i = entries.length; i < count; i += 1) {
    const kind = i % 10;
    if (kind < 3) {
      const family = pick(FAMILIES);
      const owner = pick(OWNERS);
      const type = random() < 0.8 ? 'chat' : 'embedding';
      entries.push({
        id: `model:${i}`,
        title: `${family}-${pick(SIZES)}-${pick(SIZES)}-${i}`,
        description: `${type === 'chat' ? 'Chat' : 'Embedding'} model by ${owner}`,
        keywords: [family, owner, type, 'eu', pick(SIZES)],
      });
    } else if (kind < 7) {
      const prefix = `sk-eu-${hex()}`;
      entries.push({
        id: `key:${i}`,
        title: `${pick(KEY_WORDS)} ${pick(KEY_WORDS)} key ${i}`,
        description: random() < 0.5 ? `Used by the ${pick(KEY_WORDS)} service` : `Key ${prefix}…`,
        keywords: [prefix],
      });
    } else {
      const first = pick(FIRST);
      const last = pick(LAST);
      const email = `${first}.${last}${i}@example.se`.toLowerCase();
      entries.push({
        id: `member:${i}`,
        title: `${first} ${last}`,
        description: email,
        keywords: [email, random() < 0.2 ? 'admin' : 'member'],
      });
    }
  }
  return entries;
}

export interface PaletteBenchResult {
  readonly entries: number;
  readonly resultLimit: number;
  readonly queries: readonly string[];
  readonly rounds: number;
  readonly keystrokesPerRound: number;
  readonly budgetMs: number;
  readonly withinBudget: boolean;
  /** The first search over a new entries array also lowercases every entry (once, then cached). */
  readonly firstSearchMs: number;
  readonly perKeystroke: TimingSummary;
  readonly perQuery: Record<string, Pick<TimingSummary, 'p50Ms' | 'p95Ms' | 'maxMs'>>;
}

export function runPaletteBench(): PaletteBenchResult {
  const entries = buildEntries(ENTRY_COUNT);
  let sink = 0; // keeps the engine from optimising the searches away

  const firstStart = performance.now();
  sink += searchEntries(entries, 'warm', { limit: RESULT_LIMIT }).length;
  const firstSearchMs = performance.now() - firstStart;

  const all: number[] = [];
  const byQuery = new Map<string, number[]>(TYPED_QUERIES.map((q) => [q, []]));
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const recording = round >= WARM_UP_ROUNDS;
    for (const query of TYPED_QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        const typed = query.slice(0, length);
        const start = performance.now();
        sink += searchEntries(entries, typed, { limit: RESULT_LIMIT }).length;
        const elapsed = performance.now() - start;
        if (recording) {
          all.push(elapsed);
          byQuery.get(query)?.push(elapsed);
        }
      }
    }
  }
  if (sink < 0) console.log(sink);

  const perKeystroke = summarise(all);
  const perQuery = Object.fromEntries(
    [...byQuery].map(([query, timings]) => {
      const { p50Ms, p95Ms, maxMs } = summarise(timings);
      return [query, { p50Ms, p95Ms, maxMs }];
    }),
  );
  return {
    entries: entries.length,
    resultLimit: RESULT_LIMIT,
    queries: TYPED_QUERIES,
    rounds: ROUNDS,
    keystrokesPerRound: TYPED_QUERIES.reduce((sum, q) => sum + q.length, 0),
    budgetMs: BUDGET_MS,
    withinBudget: perKeystroke.p95Ms < BUDGET_MS,
    firstSearchMs: Math.round(firstSearchMs * 1000) / 1000,
    perKeystroke,
    perQuery,
  };
}

export function reportPaletteBench(result: PaletteBenchResult): string {
  const { perKeystroke: k } = result;
  const lines = [
    `Command palette: searchEntries over ${result.entries.toLocaleString('en')} entries, limit ${result.resultLimit}`,
    `  ${k.samples} keystrokes (${result.rounds} rounds of ${result.keystrokesPerRound}, after warm-up)`,
    `  per keystroke: p50 ${k.p50Ms.toFixed(3)} ms · p95 ${k.p95Ms.toFixed(3)} ms · p99 ${k.p99Ms.toFixed(3)} ms · max ${k.maxMs.toFixed(3)} ms`,
    `  first search (builds the lowercase index): ${result.firstSearchMs.toFixed(3)} ms`,
    ...Object.entries(result.perQuery).map(
      ([query, t]) =>
        `    ${JSON.stringify(query).padEnd(18)} p50 ${t.p50Ms.toFixed(3)} ms · p95 ${t.p95Ms.toFixed(3)} ms`,
    ),
    `  budget ${result.budgetMs} ms per keystroke (p95): ${result.withinBudget ? 'within' : 'OVER BUDGET'}`,
  ];
  return lines.join('\n');
}
